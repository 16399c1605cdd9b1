import { mix, type Random } from './random';

/** The height (y) of a ridge line at x. */
export type Ridge = (x: number) => number;

export const fmt = (n: number) => n.toFixed(1);

/**
 * Fields in slanted strips of different crops on one ridge. Each strip follows the ridge line
 * on top instead of being clipped to it: clipping makes the SVG several times slower to draw.
 */
export function patchwork(rng: Random, line: Ridge, width: number, height: number, colors: string[]): string {
  const strips: string[] = [];
  const skew = rng.between(-0.3, 0.3) * width;
  for (let x = -width * 0.1; x < width * 1.1;) {
    const next = x + rng.between(0.08, 0.22) * width;
    const top: string[] = [];
    for (let t = 0; t <= 6; t++) {
      const at = x + ((next - x) * t) / 6;
      top.push(`${fmt(at)},${fmt(line(at) + 1)}`);
    }
    const color = rng.pick(colors);
    strips.push(
      `<path d="M${top.join(' L')} L${fmt(next + skew)},${height} L${fmt(x + skew)},${height} Z" fill="${color}" fill-opacity="0.8"/>`,
    );
    x = next;
  }
  return strips.join('');
}

/** Crop rows on the near field, converging towards a point on the horizon, each ending at the ridge. */
export function furrows(
  rng: Random,
  line: Ridge,
  width: number,
  height: number,
  horizon: number,
  base: string,
): string {
  const vanish = { x: rng.between(0.2, 0.8) * width, y: horizon };
  const rows: string[] = [];
  for (let x = -width; x <= 2 * width; x += width / 28) {
    // Walk up the row until it meets the ridge line.
    let end = { x, y: height };
    for (let t = 0.02; t <= 1; t += 0.02) {
      const point = { x: x + (vanish.x - x) * t, y: height + (vanish.y - height) * t };
      if (point.y < line(point.x) + 2) break;
      end = point;
    }
    if (end.y < height && end.x > -20 && end.x < width + 20)
      rows.push(`M${fmt(x)},${height} L${fmt(end.x)},${fmt(end.y)}`);
  }
  return `<path d="${rows.join(' ')}" stroke="${mix(base, '#000000', 0.3)}" stroke-width="3" stroke-opacity="0.3" fill="none"/>`;
}
