import { fmt as f, furrows, patchwork, type Ridge } from './fields';
import { mix, seededRandom, type Random } from './random';

type Palette = {
  sky: [string, string];
  sun: string;
  haze: string;
  /** Far to near. */
  hills: [string, string, string, string];
  fields: string[];
  tree: string;
  path: string;
};

const palettes: Palette[] = [
  // Spring morning.
  {
    sky: ['#6fa8dc', '#e8f1f8'],
    sun: '#fff6d5',
    haze: '#dfe9f0',
    hills: ['#9fbf8f', '#7fae5e', '#5d9440', '#4a7d2f'],
    fields: ['#a8c66c', '#c9d98a', '#7fae5e'],
    tree: '#2f4f23',
    path: '#d9c9a3',
  },
  // Summer, ripe corn.
  {
    sky: ['#3d85c6', '#cfe5f5'],
    sun: '#fffbe6',
    haze: '#d5e4ee',
    hills: ['#a9bb8a', '#8fb05a', '#c9b458', '#6e9a3c'],
    fields: ['#e0c869', '#c9b458', '#9dbb5c'],
    tree: '#2c4a1e',
    path: '#e3d3a8',
  },
  // Autumn afternoon.
  {
    sky: ['#7a9cc6', '#f3e3c3'],
    sun: '#ffe3a3',
    haze: '#eadcc4',
    hills: ['#b9ae8c', '#a58f55', '#8c7a3c', '#6b6a2e'],
    fields: ['#b8894a', '#9c7b3e', '#c9a45c'],
    tree: '#4a3520',
    path: '#cdb48a',
  },
  // Pale winter day.
  {
    sky: ['#8fa9bf', '#eef2f4'],
    sun: '#fdfcf5',
    haze: '#e4e9ec',
    hills: ['#b7c2c4', '#9eae9f', '#8a9c82', '#6f8466'],
    fields: ['#a7b39a', '#c3c9b8', '#8f9f85'],
    tree: '#3a4038',
    path: '#cfc8b8',
  },
  // Evening glow.
  {
    sky: ['#4b5d8f', '#f6c48a'],
    sun: '#ffd38a',
    haze: '#e9c6a0',
    hills: ['#8f8a8f', '#6f7d5a', '#5a7040', '#435a30'],
    fields: ['#9b9a4e', '#b59a55', '#6f8a45'],
    tree: '#24301c',
    path: '#d6b48a',
  },
];

/** A gently rolling ridge line: two sine waves around a base height. */
function ridge(rng: Random, width: number, base: number, amplitude: number): Ridge {
  const [k1, k2] = [(2 * Math.PI) / (width * rng.between(0.6, 1.4)), (2 * Math.PI) / (width * rng.between(0.2, 0.45))];
  const [p1, p2] = [rng.between(0, 6.3), rng.between(0, 6.3)];
  return (x) => base + amplitude * (0.65 * Math.sin(x * k1 + p1) + 0.35 * Math.sin(x * k2 + p2));
}

function ridgePath(line: Ridge, width: number, height: number): string {
  const step = width / 32;
  const points: string[] = [];
  for (let x = -step; x <= width + step; x += step) points.push(`${f(x)},${f(line(x))}`);
  return `M${points.join(' L')} L${f(width + step)},${height} L${f(-step)},${height} Z`;
}

function tree(rng: Random, x: number, y: number, scale: number, color: string): string {
  if (rng.next() < 0.45) {
    // Poplar: the tall, narrow tree of Flemish lanes.
    const [rx, ry] = [rng.between(7, 10) * scale, rng.between(28, 40) * scale];
    return `<rect x="${f(x - 1.5 * scale)}" y="${f(y - 10 * scale)}" width="${f(3 * scale)}" height="${f(10 * scale)}" fill="${color}"/><ellipse cx="${f(x)}" cy="${f(y - 8 * scale - ry)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}"/>`;
  }
  const trunk = rng.between(14, 20) * scale;
  const crown = Array.from({ length: rng.int(3, 5) }, () => {
    const r = rng.between(12, 20) * scale;
    return `<circle cx="${f(x + rng.between(-14, 14) * scale)}" cy="${f(y - trunk - rng.between(4, 22) * scale)}" r="${f(r)}"/>`;
  }).join('');
  return `<rect x="${f(x - 2 * scale)}" y="${f(y - trunk)}" width="${f(4 * scale)}" height="${f(trunk)}" fill="${color}"/><g fill="${color}">${crown}</g>`;
}

function clouds(rng: Random, width: number, horizon: number, color: string): string {
  return Array.from({ length: rng.int(2, 6) }, () => {
    const [cx, cy, size] = [
      rng.between(0, width),
      rng.between(0.08, 0.55) * horizon,
      rng.between(0.6, 1.4) * (width / 1600),
    ];
    const puffs = Array.from({ length: rng.int(4, 7) }, () => {
      const [dx, dy] = [rng.between(-90, 90) * size, rng.between(-18, 10) * size];
      return `<ellipse cx="${f(cx + dx)}" cy="${f(cy + dy)}" rx="${f(rng.between(40, 80) * size)}" ry="${f(rng.between(16, 30) * size)}"/>`;
    }).join('');
    return `<g fill="${color}" opacity="${rng.between(0.55, 0.85).toFixed(2)}">${puffs}</g>`;
  }).join('');
}

/** A farmhouse with a white front and a red tile roof, or a far church tower. */
function building(rng: Random, x: number, y: number, scale: number, haze: number, hazeColor: string): string {
  if (rng.next() < 0.5) {
    const [w, h] = [60 * scale, 26 * scale];
    const wall = mix('#f2ede2', hazeColor, haze);
    const roof = mix('#8a3b2a', hazeColor, haze);
    return `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h + 4 * scale)}" fill="${wall}"/><path d="M${f(x - 4 * scale)},${f(y - h)} L${f(x + w / 2)},${f(y - h - 22 * scale)} L${f(x + w + 4 * scale)},${f(y - h)} Z" fill="${roof}"/>`;
  }
  const stone = mix('#5b5550', hazeColor, haze + 0.2);
  const [w, h] = [12 * scale, 60 * scale];
  return `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h + 4 * scale)}" fill="${stone}"/><path d="M${f(x - 1)},${f(y - h)} L${f(x + w / 2)},${f(y - h - 40 * scale)} L${f(x + w + 1)},${f(y - h)} Z" fill="${stone}"/>`;
}

/** A winding track from the bottom edge up to a point on a ridge, narrowing with distance. */
function track(rng: Random, width: number, height: number, to: { x: number; y: number }, color: string): string {
  const start = { x: width * rng.between(0.35, 0.65), y: height };
  const bend = width * rng.between(-0.25, 0.25);
  const c1 = { x: start.x + bend, y: height - 0.45 * (height - to.y) };
  const c2 = { x: to.x - bend * 0.6, y: to.y + 0.2 * (height - to.y) };
  const halfWidth = width * rng.between(0.08, 0.13);
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const u = 1 - t;
    const x = u ** 3 * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t ** 3 * to.x;
    const y = u ** 3 * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t ** 3 * to.y;
    const half = halfWidth * u ** 1.6 + 1.5;
    left.push(`${f(x - half)},${f(y)}`);
    right.unshift(`${f(x + half)},${f(y)}`);
  }
  return `<path d="M${[...left, ...right].join(' L')} Z" fill="${color}"/>`;
}

/**
 * An SVG of a Houtland-like landscape: sky, sun, clouds, four rolling ridges with
 * fields, poplars and trees, a farm or a church, and a track. The seed decides everything.
 */
export function landscapeSvg(seed: number, width = 1600, height = 1067): string {
  const rng = seededRandom(seed);
  const p = rng.pick(palettes);
  const k = width / 1600;
  const horizon = height * rng.between(0.46, 0.58);
  const below = height - horizon;
  const hazes = [0.55, 0.3, 0.12, 0];
  const ridges = [0, 0.12, 0.3, 0.55].map((offset, i) =>
    ridge(rng, width, horizon + below * offset, height * [0.02, 0.035, 0.05, 0.06][i]!),
  );
  const sun = { x: rng.between(0.1, 0.9) * width, y: horizon * rng.between(0.25, 0.75) };
  const parts: string[] = [];
  const defs: string[] = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>`,
  ];
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  parts.push(`<circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(320 * k)}" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(42 * k)}" fill="${p.sun}"/>`);
  parts.push(clouds(rng, width, horizon, mix('#ffffff', p.sky[1], 0.25)));

  ridges.forEach((line, i) => {
    const haze = hazes[i]!;
    const base = mix(p.hills[i as 0 | 1 | 2 | 3], p.haze, haze);
    defs.push(
      `<linearGradient id="h${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(base, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(base, '#000000', 0.18)}"/></linearGradient>`,
    );
    parts.push(`<path d="${ridgePath(line, width, height)}" fill="url(#h${i})"/>`);
    if (i === 1 || (i === 2 && rng.next() < 0.5)) {
      parts.push(
        patchwork(
          rng,
          line,
          width,
          height,
          p.fields.map((color) => mix(color, p.haze, haze)),
        ),
      );
    }
    if (i === 3 && rng.next() < 0.6) parts.push(furrows(rng, line, width, height, horizon, base));
    const treeColor = mix(p.tree, p.haze, haze);
    const scale = [0.45, 0.75, 1.1, 1.6][i]! * k;
    if (i < 3) {
      const count = rng.int(i === 0 ? 6 : 3, i === 0 ? 14 : 9);
      const lane = rng.next() < 0.5 && i > 0;
      const from = rng.between(0, 0.6) * width;
      for (let t = 0; t < count; t++) {
        const x = lane ? from + t * 34 * scale : rng.between(0, width);
        parts.push(tree(rng, x, line(x) + 3 * scale, scale, treeColor));
      }
      if (rng.next() < 0.5) {
        // A wood edge: the Houtland owes its name to them.
        const from = rng.between(0, 0.8) * width;
        for (let t = 0; t < 12; t++) {
          const x = from + rng.between(0, 0.18) * width;
          parts.push(
            tree(
              rng,
              x,
              line(x) + 6 * scale,
              scale * rng.between(0.9, 1.3),
              mix(treeColor, '#000000', rng.between(0, 0.15)),
            ),
          );
        }
      }
      if (i === 0 || rng.next() < 0.35) {
        const x = rng.between(0.05, 0.85) * width;
        parts.push(building(rng, x, line(x) + 2 * scale, scale * (i === 0 ? 1.3 : 1), haze, p.haze));
      }
    }
  });

  const endX = width * rng.between(0.3, 0.7);
  parts.push(track(rng, width, height, { x: endX, y: ridges[2]!(endX) + 4 * k }, p.path));
  // A tree close by on one side frames the view.
  const nearX = (rng.next() < 0.5 ? rng.between(0.03, 0.15) : rng.between(0.85, 0.97)) * width;
  parts.push(tree(rng, nearX, ridges[3]!(nearX) + 40 * k, 2.6 * k, p.tree));
  parts.push(`<rect y="${f(height * 0.6)}" width="${width}" height="${f(height * 0.4)}" fill="url(#shade)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}
