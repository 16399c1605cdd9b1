import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type LargePhoto = { file: string; bytes: number };

/**
 * Interlaced PNGs that cannot be decoded a few lines at a time: libvips holds each whole
 * (6000 × 6000 RGB ≈ 108 MB). Smooth gradients with one pixel in ten nudged keep each under
 * the 20 MB upload limit (≈ 13 MB) yet different, so every upload is really decoded.
 */
export async function writeLargePhotos(folder: string, amount: number, side = 6000): Promise<LargePhoto[]> {
  const photos: LargePhoto[] = [];
  for (let index = 0; index < amount; index += 1) {
    const pixels = gradient(side, index + 1);
    const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ progressive: true, compressionLevel: 9 })
      .toBuffer();
    const file = path.join(folder, `wandeling-${index + 1}.png`);
    await writeFile(file, png);
    photos.push({ file, bytes: png.length });
  }
  return photos;
}

function gradient(side: number, seed: number): Buffer {
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed * 7919;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const tilt = (seed % 4) + 1;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const at = (y * side + x) * 3;
      pixels[at] = ((x * 255) / side + seed * 20) & 0xff;
      pixels[at + 1] = ((y * 255) / side) & 0xff;
      pixels[at + 2] = (((x + tilt * y) * 127) / (side * (1 + tilt)) + (random() < 0.1 ? 1 : 0)) & 0xff;
    }
  }
  return pixels;
}
