import { open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { privateFileMode } from './private-files';

let tempCounter = 0;

/**
 * A lowdb adapter whose writes survive a killed process and a power cut:
 * write a temp file, fsync it, rename it over the old one, fsync the folder.
 * The file on disk is always either the old or the new complete JSON.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(
    private readonly file: string,
    private readonly mode = privateFileMode,
  ) {}

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(data: T): Promise<void> {
    await this.writeContent(JSON.stringify(data, null, 1));
  }

  /** Writes content already made from the data (collections hand over each record's kept bytes). */
  async writeContent(content: string | Buffer | readonly Buffer[]): Promise<void> {
    await writeFileDurably(this.file, content, this.mode);
  }
}

/**
 * Temp file, fsync, rename, fsync the folder: once this resolves the content survives a crash
 * or a power cut, and at no moment does `file` hold half of it.
 */
export async function writeFileDurably(
  file: string,
  content: string | Buffer | readonly Buffer[],
  mode?: number,
): Promise<void> {
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  const handle = await open(temp, 'w', mode);
  try {
    if (typeof content === 'string' || Buffer.isBuffer(content)) await handle.writeFile(content);
    else await writeAll(handle, content);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  await syncFolder(path.dirname(file));
}

/** Every part in order, by vectored writes of at most 1024 parts (IOV_MAX); a short write is finished by writeFile. */
async function writeAll(handle: FileHandle, parts: readonly Buffer[]): Promise<void> {
  for (let start = 0; start < parts.length; start += 1024) {
    const chunk = parts.slice(start, start + 1024);
    const length = chunk.reduce((sum, part) => sum + part.length, 0);
    const { bytesWritten } = await handle.writev(chunk);
    // writeFile goes on from the current position and loops until everything is written.
    if (bytesWritten < length) await handle.writeFile(Buffer.concat(chunk).subarray(bytesWritten));
  }
}

/** Makes a rename or a new file in `folder` durable (the folder's own entry list on disk). */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
