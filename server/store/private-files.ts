import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Members' data, messages, secrets and photos (originals can hold GPS positions) are for the
 * server's own user alone: files 0600, folders 0700 (ARCHITECTURE.md "Auth").
 */
export const privateFileMode = 0o600;
export const privateFolderMode = 0o700;

/** Makes a folder (and missing parents) private, and an existing one private again. */
export async function makePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: privateFolderMode });
  await chmod(folder, privateFolderMode);
}

const batch = 64;

/**
 * Takes away what group and others may do with anything under `root` (which it makes private
 * too), e.g. files written by an older version or copied in by hand; answers how many it changed.
 * Symbolic links are left alone. The root is closed first, so nothing below is reachable while
 * the rest is done.
 */
export async function tightenModes(root: string): Promise<number> {
  await makePrivateFolder(root);
  return tightenBelow(root);
}

async function tightenBelow(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let changed = 0;
  for (let start = 0; start < names.length; start += batch) {
    const counts = await Promise.all(names.slice(start, start + batch).map((name) => tighten(path.join(folder, name))));
    changed += counts.reduce((sum, count) => sum + count, 0);
  }
  return changed;
}

async function tighten(entry: string): Promise<number> {
  const stats = await lstat(entry).catch(() => undefined);
  if (!stats || stats.isSymbolicLink()) return 0;
  const loose = (stats.mode & 0o077) !== 0;
  // Only take away: 0644 becomes 0600, 0755 becomes 0700, and a file that is 0400 stays 0400.
  if (loose) await chmod(entry, stats.mode & 0o700);
  const below = stats.isDirectory() ? await tightenBelow(entry) : 0;
  return below + (loose ? 1 : 0);
}
