import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import type { MediaFormat, MediaSize } from '../contracts';
import { PayloadTooLargeError, UnsupportedMediaError } from '../errors';

export const maxImageBytes = 20 * 1024 * 1024;
export const maxImagePixels = 40_000_000;

/** Formats we accept by content; SVG is refused (it can carry scripts), so are PDFs and the like. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const mediaTexts = {
  tooLarge: 'Het bestand is te groot: een foto mag hoogstens 20 MB zijn.',
  tooManyPixels: 'De foto is te groot: hoogstens 40 megapixels.',
  notAnImage: 'Dit bestand is geen foto. Kies een JPEG-, PNG-, WebP-, GIF-, AVIF- of HEIC-bestand.',
} as const;

// Loaded on first use: most requests serve variants already on disk, and sharp costs ~30 MB of memory.
let sharpModule: Promise<typeof import('sharp')> | undefined;
async function loadSharp() {
  sharpModule ??= import('sharp').then((module) => {
    // A small VPS: no libvips operation cache (variants are cached on disk) and one thread per image.
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  return (await sharpModule).default;
}

export type InspectedImage = { format: string; width: number; height: number; bytes: number };

/** Checks an upload by its content, never by its name, and refuses with a Dutch sentence. */
export async function inspectImage(buffer: Buffer): Promise<InspectedImage> {
  if (buffer.length > maxImageBytes) throw new PayloadTooLargeError(mediaTexts.tooLarge);
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaError(mediaTexts.notAnImage);
  }
  const { format, width, height } = metadata;
  if (!format || !acceptedFormats.has(format) || !width || !height) {
    throw new UnsupportedMediaError(mediaTexts.notAnImage);
  }
  if (width * height > maxImagePixels) throw new PayloadTooLargeError(mediaTexts.tooManyPixels);
  // EXIF orientation 5-8 swaps the sides; report what a person sees.
  const rotated = (metadata.orientation ?? 1) >= 5;
  return { format, width: rotated ? height : width, height: rotated ? width : height, bytes: buffer.length };
}

const originalName = 'original';

/** Where an image's original and its variants live: UPLOADS_DIR/{uuid}/. */
export function imageFolder(uploadsDir: string, uuid: string): string {
  return path.join(uploadsDir, uuid);
}

/** Stores a checked upload under a new uuid; the caller records it in the store. */
export async function storeOriginal(uploadsDir: string, buffer: Buffer): Promise<InspectedImage & { uuid: string }> {
  const inspected = await inspectImage(buffer);
  const uuid = randomUUID();
  const folder = imageFolder(uploadsDir, uuid);
  await mkdir(folder, { recursive: true });
  await writeAtomically(path.join(folder, originalName), buffer);
  return { ...inspected, uuid };
}

export async function removeImageFiles(uploadsDir: string, uuid: string): Promise<void> {
  await rm(imageFolder(uploadsDir, uuid), { recursive: true, force: true });
}

const inFlight = new Map<string, Promise<string>>();

/**
 * The path of a variant, made on first request and cached beside the original.
 * Returns undefined when the image does not exist. Concurrent first requests share one resize.
 */
export async function variantFile(
  uploadsDir: string,
  uuid: string,
  size: MediaSize,
  format: MediaFormat,
): Promise<string | undefined> {
  const folder = imageFolder(uploadsDir, uuid);
  const target = path.join(folder, `${size}.${format}`);
  if (await exists(target)) return target;
  const original = path.join(folder, originalName);
  if (!(await exists(original))) return undefined;

  let pending = inFlight.get(target);
  if (!pending) {
    pending = makeVariant(original, target, size, format).finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  return pending;
}

async function makeVariant(original: string, target: string, size: MediaSize, format: MediaFormat): Promise<string> {
  const [width, height] = size.split('x').map(Number);
  const sharp = await loadSharp();
  // Auto-rotated by EXIF, then resized; sharp drops EXIF (GPS included) and other metadata by default.
  const pipeline = sharp(original, { limitInputPixels: maxImagePixels, animated: false })
    .rotate()
    .resize(width, height, { fit: 'inside', withoutEnlargement: true });
  const output =
    format === 'jpg'
      ? await pipeline.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer()
      : await pipeline.webp({ quality: 78 }).toBuffer();
  await writeAtomically(target, output);
  return target;
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
