import { availableParallelism } from 'node:os';
import type { Sharp, SharpOptions } from 'sharp';
import type { MediaFormat, MediaSize } from '../contracts';
import { imageJobQueue, type ImageJobs } from './job-queue';

export const maxImagePixels = 40_000_000;

/**
 * The most decoded pixels held at once: the whole of the largest 8-bit image (RGBA) the pixel
 * limit lets in, 160 MB. With the server's own ~100 MB that stays well under 350 MB on a 1 GB VPS.
 */
export const decodeMemoryBudget = maxImagePixels * 4;

/** What a streamed decode holds (a band of lines, the resize buffers, the encoder), measured on 6000 px wide images. */
const streamedDecodeBytes = 32 * 1024 * 1024;

/**
 * Truncated or damaged data is an error, not grey pixels. Not 'warning' (sharp's default):
 * phone photos often carry harmless quirks, such as stray bytes before a marker.
 */
export const failOn = 'truncated';

// Loaded on first use: most requests serve variants already on disk, and sharp costs ~30 MB of memory.
let sharpModule: Promise<typeof import('sharp')> | undefined;
export async function loadSharp() {
  sharpModule ??= import('sharp').then((module) => {
    // A 1 GB VPS: no libvips operation cache (variants are cached on disk, and cached decodes
    // would sit outside the queue's memory budget) and one libvips thread per image, as the
    // queue runs one image per core.
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  return (await sharpModule).default;
}

const shared = new Map<number, ImageJobs>();

/**
 * The process's queue for sharp work: sharp's threads and memory belong to the whole process,
 * so uploads, variants and the seed share it. One per slot count, which in a server is one.
 */
export function imageJobs(slots: number = availableParallelism()): ImageJobs {
  let queue = shared.get(slots);
  if (!queue) {
    queue = imageJobQueue({ slots, memoryBytes: decodeMemoryBudget });
    shared.set(slots, queue);
  }
  return queue;
}

const bytesPerSample: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4 };

/** A file path (an upload's temp file, a stored original) or the bytes themselves. */
export type ImageSource = string | Buffer;

export type ImageHeader = {
  format: string;
  width: number;
  height: number;
  /** Bytes the decoded image takes when held whole. */
  fullBytes: number;
  /** Whether libvips can read it a few lines at a time instead of whole. */
  streamed: boolean;
  orientation: number;
};

/** Reads the header only (metadata() decodes no pixels); undefined when it is no image sharp knows. */
export async function readHeader(source: ImageSource): Promise<ImageHeader | undefined> {
  const sharp = await loadSharp();
  try {
    // No pixel limit here: the caller checks the size itself, to answer with its own message.
    const metadata = await sharp(source, { limitInputPixels: false }).metadata();
    const { format, width, height, channels } = metadata;
    if (!format || !width || !height || !channels) return undefined;
    const sampleBytes = bytesPerSample[metadata.depth ?? 'uchar'] ?? 8;
    return {
      format,
      width,
      height,
      fullBytes: width * height * channels * sampleBytes,
      // Baseline JPEG and non-interlaced PNG are read line by line; interlaced PNG and
      // progressive JPEG need every pass first; the other formats are decoded whole.
      streamed: (format === 'jpeg' || format === 'png') && !metadata.isProgressive,
      orientation: metadata.orientation ?? 1,
    };
  } catch {
    return undefined;
  }
}

/** The memory a decode of this image takes, for the queue's budget. */
export function decodeBytes(header: ImageHeader): number {
  return header.streamed ? Math.min(header.fullBytes, streamedDecodeBytes) : header.fullBytes;
}

/**
 * One variant as bytes: auto-rotated by EXIF, fitted inside the size, never enlarged; sharp
 * drops EXIF (GPS included) and other metadata by default. Reads every byte of the image, so
 * damaged or cut-off data throws.
 */
export async function renderVariant(source: ImageSource, size: MediaSize, format: MediaFormat): Promise<Buffer> {
  const [width, height] = size.split('x').map(Number);
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: maxImagePixels, animated: false, failOn };
  const pipeline: Sharp = sharp(source, options)
    .rotate()
    .resize(width, height, { fit: 'inside', withoutEnlargement: true });
  // JPEG has no transparency: a see-through logo goes on white, not on libvips' default black.
  return format === 'jpg'
    ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer()
    : pipeline.webp({ quality: 78 }).toBuffer();
}
