import { contrastWithWhite, minimumContrast } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import { decodeBytes, failOn, loadSharp, maxImagePixels, readHeader } from './codec';
import type { ImageJobs } from './job-queue';

/** One icon to draw: square, `size` pixels; a maskable one keeps its picture in the centre's safe zone. */
export type AppIconSpec = { size: number; maskable: boolean };

/**
 * A maskable icon is cut to a circle, squircle or rounded square: only a circle of 80% of its width
 * (the safe zone, https://w3c.github.io/manifest/#icon-masks) is sure to be shown.
 */
const safeZone = 0.8;

/** The icon from a logo: fitted whole on a transparent square, or for a maskable one inside the safe zone on white. */
export async function logoIcon(jobs: ImageJobs, file: string, icon: AppIconSpec): Promise<Buffer> {
  const header = await jobs.run(1, () => readHeader(file));
  if (!header) throw new Error(`${file} is geen leesbare afbeelding.`);
  const sharp = await loadSharp();
  return jobs.run(decodeBytes(header), async () => {
    const source = sharp(file, { limitInputPixels: maxImagePixels, animated: false, failOn }).rotate();
    if (!icon.maskable) {
      const transparent = { r: 255, g: 255, b: 255, alpha: 0 };
      return source.resize(icon.size, icon.size, { fit: 'contain', background: transparent }).png().toBuffer();
    }
    // EXIF orientation 5-8 swaps the sides. The logo's diagonal fits in the safe zone's circle.
    const [width, height] = header.orientation >= 5 ? [header.height, header.width] : [header.width, header.height];
    const scale = (safeZone * icon.size) / Math.hypot(width, height);
    const logo = await source
      .resize(Math.max(1, Math.floor(width * scale)), Math.max(1, Math.floor(height * scale)), { fit: 'fill' })
      .png()
      .toBuffer();
    const white = { r: 255, g: 255, b: 255, alpha: 1 };
    return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: white } })
      .composite([{ input: logo, gravity: 'centre' }])
      .png()
      .toBuffer();
  });
}

/**
 * The icon of a club without a logo: its initials on its theme colour (white letters, or dark ones
 * on a light colour). A maskable icon fills the square; the other has rounded corners.
 */
export async function initialsIcon(jobs: ImageJobs, initials: string, themeColor: string, icon: AppIconSpec) {
  const ink = (contrastWithWhite(themeColor) ?? 0) >= minimumContrast ? '#ffffff' : '#1f2a1f';
  const fontSize = initials.length > 1 ? 34 : 44;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${icon.maskable ? 0 : 18}" fill="${escapeHtml(themeColor)}"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" ` +
    `font-weight="bold" font-size="${fontSize}" fill="${ink}">${escapeHtml(initials)}</text></svg>`;
  const sharp = await loadSharp();
  return jobs.run(icon.size * icon.size * 4, () =>
    sharp(Buffer.from(svg)).resize(icon.size, icon.size).png().toBuffer(),
  );
}
