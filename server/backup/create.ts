import { constants } from 'node:fs';
import { open, readdir, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createGzip } from 'node:zlib';
import tar, { type Pack } from 'tar-stream';
import { privateFileMode } from '../store/private-files';
import { Checksum, sha256 } from './checksum';
import {
  backupFormat,
  backupFormatVersion,
  entryKind,
  limits,
  manifestName,
  type Manifest,
  type ManifestFile,
} from './format';

/** What goes into one archive: the data as it was at one moment, and the photos of that moment's images. */
export type ArchiveSource = {
  createdAt: Date;
  schemaVersion: number;
  appVersion: string;
  /**
   * Files of DATA_DIR by name (the log's as `audit/YYYY-MM.jsonl`); each is made or read when it is
   * written, so only one is held at a time.
   */
  dataFiles: { name: string; content: () => Buffer | Promise<Buffer> }[];
  uploadsDir: string;
  /** The uuids of the images in the data: their folders under uploadsDir go in, as far as they still exist. */
  imageFolders: readonly string[];
};

export type ArchiveWritten = { bytes: number; files: number };

/**
 * Streams the archive into `output`: tar, gzip, and out, one file at a time, so a club's gigabytes of
 * photos never sit in memory. Resolves when `output` has everything; on any failure `output` is
 * destroyed along with the rest, and every file handle is closed.
 */
export async function writeArchive(source: ArchiveSource, output: Writable): Promise<ArchiveWritten> {
  const pack = tar.pack();
  const counter = new ByteCounter();
  // Photos are compressed already: the fastest level keeps the CPU for the site and costs little.
  const written = pipeline(pack, createGzip({ level: zlib.Z_BEST_SPEED }), counter, output);
  written.catch(() => undefined); // awaited below; a failure in the meantime is no unhandled rejection
  try {
    const files = await fill(pack, source);
    pack.finalize();
    await written;
    return { bytes: counter.bytes, files: files.length };
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    // The output's own failure (a full disk, a download cancelled) says more than the pack's echo of it.
    const outputError: unknown = await written.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    throw outputError ?? error;
  }
}

async function fill(pack: Pack, source: ArchiveSource): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const { name, content } of source.dataFiles) {
    const entry = `data/${name}`;
    if (entryKind(entry) !== 'data') throw new Error(`Geen gegevensbestand voor een back-up: ${name}`);
    const buffer = await content();
    await addBuffer(pack, entry, buffer, source.createdAt);
    files.push({ path: entry, bytes: buffer.length, sha256: sha256(buffer) });
  }
  for (const uuid of source.imageFolders) {
    const folder = path.join(source.uploadsDir, uuid);
    for (const name of await filesIn(folder)) {
      const entry = `uploads/${uuid}/${name}`;
      if (entryKind(entry) !== 'upload') continue; // a temp file of a variant being made, or nothing of ours
      const added = await addFile(pack, entry, path.join(folder, name));
      if (added) files.push(added);
    }
  }
  const manifest: Manifest = {
    format: backupFormat,
    formatVersion: backupFormatVersion,
    appVersion: source.appVersion,
    schemaVersion: source.schemaVersion,
    createdAt: source.createdAt.toISOString(),
    files,
  };
  await addBuffer(pack, manifestName, Buffer.from(JSON.stringify(manifest, null, 1)), source.createdAt);
  return files;
}

/** The regular files of a folder, sorted; none when the folder is gone (its image was deleted meanwhile). */
async function filesIn(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (isGone(error)) return [];
    throw error;
  }
}

function addBuffer(pack: Pack, name: string, content: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry({ name, size: content.length, mode: privateFileMode, mtime }, content, (error) =>
      error ? reject(error) : resolve(),
    );
    sink.on('error', reportedByCallback);
  });
}

/**
 * An entry's failure reaches us through its callback. When the pack is destroyed (a download that was
 * cancelled), the entry is destroyed with it and also emits 'error' a tick later, after any pipeline
 * has let go of it: without a listener that one event would end the whole process.
 */
function reportedByCallback(): void {}

/**
 * One photo file, streamed through its checksum. Opened once: a file deleted after that is still read
 * whole from the open handle; one deleted before is left out (undefined). Links are not followed.
 */
async function addFile(pack: Pack, name: string, file: string): Promise<ManifestFile | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isGone(error)) return undefined;
    throw error;
  }
  try {
    const stats = await handle.stat();
    // Larger than any photo the app stores, and than a restore accepts: not ours, left out.
    if (!stats.isFile() || stats.size > limits.uploadFileBytes) return undefined;
    if (stats.size === 0) {
      await addBuffer(pack, name, Buffer.alloc(0), stats.mtime);
      return { path: name, bytes: 0, sha256: sha256(Buffer.alloc(0)) };
    }
    const checksum = new Checksum();
    await new Promise<void>((resolve, reject) => {
      const sink = pack.entry({ name, size: stats.size, mode: privateFileMode, mtime: stats.mtime }, (error) =>
        error ? reject(error) : resolve(),
      );
      sink.on('error', reportedByCallback);
      // Exactly the size the header announced, even if the file grew meanwhile.
      const read = handle.createReadStream({ autoClose: false, start: 0, end: stats.size - 1 });
      pipeline(read, checksum, sink).catch(reject);
    });
    return { path: name, bytes: checksum.bytes, sha256: checksum.digest() };
  } finally {
    await handle.close();
  }
}

const goneCodes = new Set(['ENOENT', 'ENOTDIR', 'ELOOP']);

function isGone(error: unknown): boolean {
  return goneCodes.has(String((error as NodeJS.ErrnoException | null)?.code));
}

class ByteCounter extends Transform {
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}
