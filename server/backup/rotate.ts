import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isArchiveFileName } from './format';

/** How many archives `--keep` may ask for. */
export const keepRange = { min: 1, max: 365 } as const;

/**
 * Keeps the `keep` newest of our archives in `folder` (`just` among them, whatever the clock says) and
 * deletes the older ones; answers how many went. Only plain files named like our archives are
 * counted or touched: anything else in the folder is none of our business.
 */
export async function rotateArchives(folder: string, keep: number, just: string): Promise<number> {
  const names = (await readdir(folder)).filter((name) => isArchiveFileName(name) && name !== just);
  const ours: string[] = [];
  for (const name of names) {
    const stats = await lstat(path.join(folder, name)).catch(() => undefined);
    if (stats?.isFile()) ours.push(name);
  }
  // The names hold the UTC time: newest first by name.
  const older = ours
    .sort()
    .reverse()
    .slice(Math.max(0, keep - 1));
  for (const name of older) await rm(path.join(folder, name), { force: true });
  return older.length;
}
