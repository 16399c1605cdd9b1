import { randomUUID } from 'node:crypto';
import { chmod, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maxImageBytes, type MediaFormat, type MediaSize } from '../contracts';
import { PayloadTooLargeError, UnsupportedMediaError } from '../errors';
import {
  decodeBytes,
  decodeMemoryBudget,
  maxImagePixels,
  readHeader,
  renderVariant,
  type ImageHeader,
  type ImageSource,
} from './codec';
import type { ImageJobs } from './job-queue';
import { privateFileMode, privateFolderMode } from '../store/private-files';

/** Formats we accept by content; SVG is refused (it can carry scripts), so are PDFs and the like. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const mediaTexts = {
  tooLarge: 'Het bestand is te groot: een foto mag hoogstens 20 MB zijn.',
  tooManyPixels: 'De foto is te groot: hoogstens 40 megapixels.',
  tooHeavy: 'Deze foto vraagt te veel geheugen om te verwerken. Bewaar ze als JPEG of met minder pixels.',
  notAnImage: 'Dit bestand is geen foto. Kies een JPEG-, PNG-, WebP-, GIF-, AVIF- of HEIC-bestand.',
  damaged: 'Deze foto is beschadigd of onvolledig. Kies het bestand opnieuw of sla de foto opnieuw op.',
} as const;

/** Where images live, and the queue every sharp job waits in. */
export type MediaDeps = { uploadsDir: string; jobs: ImageJobs };

export type InspectedImage = { format: string; width: number; height: number; bytes: number };

/** A header read holds a few kilobytes; it still queues, so no sharp work runs beside the limit. */
const headerBytes = 1;

/** The size made at upload: what cdnUrl and the galleries show, so the first view costs nothing. */
const shownSize: MediaSize = '1280x1280';
const shownFormat: MediaFormat = 'jpg';

const originalName = 'original';

/** Where an image's original and its variants live: UPLOADS_DIR/{uuid}/. */
export function imageFolder(uploadsDir: string, uuid: string): string {
  return path.join(uploadsDir, uuid);
}

/** Checks an upload by its header (never by its name), before any pixel is decoded. */
async function checkHeader(jobs: ImageJobs, source: ImageSource): Promise<ImageHeader & { bytes: number }> {
  const bytes = typeof source === 'string' ? (await stat(source)).size : source.length;
  if (bytes > maxImageBytes) throw new PayloadTooLargeError(mediaTexts.tooLarge);
  const header = await jobs.run(headerBytes, () => readHeader(source));
  if (!header || !acceptedFormats.has(header.format)) throw new UnsupportedMediaError(mediaTexts.notAnImage);
  if (header.width * header.height > maxImagePixels) throw new PayloadTooLargeError(mediaTexts.tooManyPixels);
  if (decodeBytes(header) > decodeMemoryBudget) throw new PayloadTooLargeError(mediaTexts.tooHeavy);
  return { ...header, bytes };
}

/**
 * Stores an upload under a new uuid after decoding it once in full (which makes the shown size
 * on the way): a cut-off or damaged image is refused and nothing is written. The caller records it.
 */
export async function storeUpload(media: MediaDeps, source: ImageSource): Promise<InspectedImage & { uuid: string }> {
  const header = await checkHeader(media.jobs, source);
  const shown = await media.jobs
    .run(decodeBytes(header), () => renderVariant(source, shownSize, shownFormat))
    .catch(() => {
      throw new UnsupportedMediaError(mediaTexts.damaged);
    });
  const uuid = randomUUID();
  const folder = imageFolder(media.uploadsDir, uuid);
  try {
    // Originals can hold GPS positions: the folder and every file in it are the server's user's alone.
    await mkdir(folder, { recursive: true, mode: privateFolderMode });
    await placeAtomically(path.join(folder, `${shownSize}.${shownFormat}`), (temp) => writeFile(temp, shown));
    // From the temp file by path: a 20 MB upload never has to sit in memory.
    await placeAtomically(originalFile(media.uploadsDir, uuid), (temp) =>
      typeof source === 'string' ? copyFile(source, temp) : writeFile(temp, source),
    );
  } catch (error) {
    await removeImageFiles(media.uploadsDir, uuid);
    throw error;
  }
  // EXIF orientation 5-8 swaps the sides; report what a person sees.
  const turned = header.orientation >= 5;
  return {
    uuid,
    format: header.format,
    width: turned ? header.height : header.width,
    height: turned ? header.width : header.height,
    bytes: header.bytes,
  };
}

/** The stored original of an image, as uploaded. */
export function originalFile(uploadsDir: string, uuid: string): string {
  return path.join(imageFolder(uploadsDir, uuid), originalName);
}

export async function removeImageFiles(uploadsDir: string, uuid: string): Promise<void> {
  await rm(imageFolder(uploadsDir, uuid), { recursive: true, force: true });
}

/** A stored original that no longer decodes (stored before uploads were checked in full, or damaged on disk). */
export class DamagedOriginalError extends Error {
  constructor(file: string, cause?: unknown) {
    super(`${file} is geen leesbare foto meer.`, { cause });
  }
}

const inFlight = new Map<string, Promise<string>>();

/**
 * The path of a variant, made on first request and cached beside the original.
 * Returns undefined when the image does not exist. Concurrent first requests share one resize.
 */
export async function variantFile(
  media: MediaDeps,
  uuid: string,
  size: MediaSize,
  format: MediaFormat,
): Promise<string | undefined> {
  const folder = imageFolder(media.uploadsDir, uuid);
  const target = path.join(folder, `${size}.${format}`);
  if (await exists(target)) return target;
  const source = originalFile(media.uploadsDir, uuid);
  if (!(await exists(source))) return undefined;

  let pending = inFlight.get(target);
  if (!pending) {
    pending = makeVariant(media.jobs, source, target, size, format).finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  return pending;
}

async function makeVariant(
  jobs: ImageJobs,
  source: string,
  target: string,
  size: MediaSize,
  format: MediaFormat,
): Promise<string> {
  const header = await jobs.run(headerBytes, () => readHeader(source));
  if (!header) throw new DamagedOriginalError(source);
  const data = await jobs
    .run(decodeBytes(header), () => renderVariant(source, size, format))
    .catch((error: unknown) => {
      throw new DamagedOriginalError(source, error);
    });
  await placeAtomically(target, (temp) => writeFile(temp, data));
  return target;
}

/** Written under a temp name and renamed, so a reader never sees half a file. */
async function placeAtomically(file: string, write: (temp: string) => Promise<void>): Promise<void> {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await write(temp);
    // A copied upload keeps the mode of its temp file; every stored file is private whatever the umask.
    await chmod(temp, privateFileMode);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
