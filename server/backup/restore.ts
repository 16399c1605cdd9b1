import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { makePrivateFolder, privateFileMode, privateFolderMode } from '../store/private-files';
import { syncFolder } from '../store/durable-json-file';
import { BackupError, type Manifest } from './format';
import { readArchive, type EntryTarget } from './read';
import { backupTexts as texts } from './texts';

export type RestoreOptions = {
  archive: string;
  dataDir: string;
  uploadsDir: string;
  /** Replace what is there: it is moved aside first, never deleted. */
  force: boolean;
  currentSchemaVersion: number;
  now: () => Date;
  /** Entries of DATA_DIR that are not data: the lock the restoring process holds. */
  notData: readonly string[];
};

export type Restored = { manifest: Manifest; movedAside: { dir: string; to: string }[] };

const stagingPrefix = '.herstel-';

/**
 * Restores an archive into DATA_DIR and UPLOADS_DIR. Refuses folders with something in them unless
 * `force`. Everything is first extracted into a staging folder inside each target (the same disk, also
 * when the target is a mounted volume) and checked in full; only then is the old content moved aside
 * and the new moved in. A refused or damaged archive leaves the targets as they were.
 */
export async function restoreArchive(options: RestoreOptions): Promise<Restored> {
  const { dataDir, uploadsDir } = options;
  if (isInside(dataDir, uploadsDir) || isInside(uploadsDir, dataDir)) {
    throw new BackupError(texts.nested(dataDir, uploadsDir));
  }
  // A mistyped file name is the likelier mistake: said before anything about the folders.
  const input = await openArchive(options.archive);
  let current: { data: string[]; uploads: string[] };
  try {
    current = await checkTargets(options);
  } catch (error) {
    input.destroy();
    throw error;
  }
  const stamp = options.now().toISOString().replace(/:/g, '-');
  const staging = {
    data: path.join(dataDir, stagingPrefix + stamp),
    uploads: path.join(uploadsDir, stagingPrefix + stamp),
  };
  let manifest: Manifest;
  try {
    await mkdir(staging.data, { mode: privateFolderMode });
    await mkdir(staging.uploads, { mode: privateFolderMode });
    manifest = await readArchive(input, {
      label: options.archive,
      currentSchemaVersion: options.currentSchemaVersion,
      target: stagingTarget(staging),
    });
  } catch (error) {
    input.destroy();
    await rm(staging.data, { recursive: true, force: true });
    await rm(staging.uploads, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') throw new BackupError(texts.diskFull(dataDir));
    if (error instanceof BackupError) throw new BackupError(`${error.message} ${texts.nothingRestored}`);
    throw error;
  }
  const movedAside: Restored['movedAside'] = [];
  if (current.data.length > 0) movedAside.push(await moveAside(dataDir, current.data, stamp));
  if (current.uploads.length > 0) movedAside.push(await moveAside(uploadsDir, current.uploads, stamp));
  await moveIn(staging.data, dataDir);
  await moveIn(staging.uploads, uploadsDir);
  await syncFolder(dataDir);
  return { manifest, movedAside };
}

/** What DATA_DIR and UPLOADS_DIR hold now (both made if missing); a refusal when that is something and not `force`. */
async function checkTargets(options: RestoreOptions): Promise<{ data: string[]; uploads: string[] }> {
  const { dataDir, uploadsDir } = options;
  await makePrivateFolder(dataDir);
  await makePrivateFolder(uploadsDir);
  // Left by a restore that was stopped half-way; they hold nothing that was in use.
  await removeStaging(dataDir);
  await removeStaging(uploadsDir);
  const data = await contentsOf(dataDir, options.notData);
  const uploads = await contentsOf(uploadsDir, []);
  if (!options.force && (data.length > 0 || uploads.length > 0)) {
    throw new BackupError(texts.notEmpty(data.length > 0 ? dataDir : uploadsDir));
  }
  return { data, uploads };
}

function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export async function openArchive(file: string): Promise<ReadStream> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) throw new BackupError(texts.notFound(file));
  const stream = createReadStream(file);
  try {
    await once(stream, 'ready');
  } catch {
    throw new BackupError(texts.notFound(file));
  }
  return stream;
}

/** data/x into the data staging folder, uploads/<uuid>/y into the uploads one; private, never over a file. */
function stagingTarget(staging: { data: string; uploads: string }): EntryTarget {
  const made = new Set<string>();
  return async (name, kind) => {
    const relative = name.slice(name.indexOf('/') + 1);
    const file = path.join(kind === 'data' ? staging.data : staging.uploads, relative);
    const folder = path.dirname(file);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true, mode: privateFolderMode });
      made.add(folder);
    }
    // Data files reach the disk before the restore says it is done; photos are too many to sync one by one.
    const stream: Writable = createWriteStream(file, { flags: 'wx', mode: privateFileMode, flush: kind === 'data' });
    return stream;
  };
}

async function contentsOf(dir: string, notData: readonly string[]): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => !notData.includes(name) && !name.startsWith(stagingPrefix)).sort();
}

async function removeStaging(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(
    names
      .filter((name) => name.startsWith(stagingPrefix))
      .map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
}

// A mounted volume (Docker's /data) cannot lose its entries to its parent folder, nor may we write there.
const otherDiskCodes = new Set(['EXDEV', 'EACCES', 'EPERM', 'EROFS', 'EBUSY']);

/**
 * Moves the current entries to `<dir>.voor-herstel-<time>` beside the folder; when that is another
 * disk or not writable (a mounted volume), to `voor-herstel-<time>` inside it.
 */
async function moveAside(dir: string, entries: string[], stamp: string): Promise<{ dir: string; to: string }> {
  const beside = `${dir}.voor-herstel-${stamp}`;
  try {
    await mkdir(beside, { mode: privateFolderMode });
    await rename(path.join(dir, entries[0]!), path.join(beside, entries[0]!));
  } catch (error) {
    if (!otherDiskCodes.has(String((error as NodeJS.ErrnoException).code))) throw error;
    await rmdir(beside).catch(() => undefined);
    const inside = path.join(dir, `voor-herstel-${stamp}`);
    await mkdir(inside, { mode: privateFolderMode });
    await moveAll(dir, entries, inside);
    return { dir, to: inside };
  }
  await moveAll(dir, entries.slice(1), beside);
  return { dir, to: beside };
}

async function moveAll(from: string, names: string[], to: string): Promise<void> {
  for (const name of names) await rename(path.join(from, name), path.join(to, name));
}

async function moveIn(staging: string, dir: string): Promise<void> {
  await moveAll(staging, (await readdir(staging)).sort(), dir);
  await rmdir(staging);
}
