import sharp from 'sharp';

/**
 * A real JPEG made on the spot, for uploads through file inputs (`setInputFiles`). Each colour
 * gives a different file, so tests can tell their photos apart.
 */
export async function testImage(
  name: string,
  color: { r: number; g: number; b: number } = { r: 47, g: 107, b: 58 },
  size = 64,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
