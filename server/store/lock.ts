import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { lock } from 'proper-lockfile';

// The holder touches the lock this often; proper-lockfile allows no less than a second.
const refreshMs = 1_000;
// Untouched for this long, the lock belongs to a process that died (SIGKILL, power cut) and is taken
// over. Long enough that a busy event loop on a small VPS does not lose its lock.
const staleMs = 10_000;

export const lockTexts = {
  inUse: (dataDir: string) =>
    `De gegevensmap ${dataDir} is al in gebruik door een andere server of een beheeropdracht. ` +
    'Er kan maar één proces tegelijk met deze gegevens werken: stop het andere eerst, of kies een andere DATA_DIR.',
  waiting: (dataDir: string) =>
    `De gegevensmap ${dataDir} is nog vergrendeld door een proces dat niet meer lijkt te draaien; ` +
    'even wachten tot die vergrendeling vervalt…',
  lost: (dataDir: string) =>
    `De vergrendeling van de gegevensmap ${dataDir} is verloren gegaan (het proces stond te lang stil, ` +
    'of de vergrendeling werd verwijderd). Dit proces stopt, zodat het geen gegevens van een ander proces overschrijft.',
};

export class DataDirInUseError extends Error {}

export type DataDirLock = { release: () => Promise<void> };

/** Inside DATA_DIR, so the lock needs no rights beyond the data's own, and backups can leave it out. */
export const lockName = 'in-use.lock';

/**
 * Makes this process the only one working on DATA_DIR (the server, or the CLI while no server runs),
 * so no process overwrites the files another one holds in memory. With `waitForStale` (the server) a
 * lock left by a killed process is waited out; a lock that its holder keeps fresh throws
 * DataDirInUseError at once, as it does for the CLI whenever the lock is taken.
 * `onLost` runs when the lock was taken away after all; the caller must stop writing then.
 */
export async function lockDataDir(
  dataDir: string,
  options: { waitForStale: boolean; onWaiting?: (message: string) => void; onLost: (error: Error) => void },
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lockfilePath = path.join(dataDir, lockName);
  let warned = false;
  for (;;) {
    try {
      const release = await lock(dataDir, {
        lockfilePath,
        stale: staleMs,
        update: refreshMs,
        onCompromised: () => options.onLost(new Error(lockTexts.lost(dataDir))),
      });
      return { release: () => release().catch(ignoreReleased) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    if (!options.waitForStale || (await isKeptFresh(lockfilePath)))
      throw new DataDirInUseError(lockTexts.inUse(dataDir));
    if (!warned) options.onWaiting?.(lockTexts.waiting(dataDir));
    warned = true;
  }
}

/** A live holder touches its lock every refreshMs; the lock of a dead one only ages until it is stale. */
async function isKeptFresh(lockfilePath: string): Promise<boolean> {
  const before = await modifiedAt(lockfilePath);
  if (before === undefined) return false;
  await delay(refreshMs * 2.5);
  const after = await modifiedAt(lockfilePath);
  return after !== undefined && after !== before;
}

async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

// A lock already reported lost through onLost has nothing left to release.
function ignoreReleased(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ERELEASED') throw error;
}
