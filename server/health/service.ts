import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appVersion as version } from '../store/app-version';
import type { Config } from '../config';
import type { Store } from '../store';

/**
 * GET /healthz: whether the store can be read and written, the free disk and the mail waiting to go.
 * For a load balancer, Docker's HEALTHCHECK or a monitor: counts and flags only, no paths, no
 * addresses, no names.
 */
export type HealthReport = {
  status: 'ok' | 'fout';
  version: string;
  store: { readable: boolean; writable: boolean };
  /** The least free space of the disks of DATA_DIR and UPLOADS_DIR; null when it cannot be read. */
  disk: { freeBytes: number | null; low: boolean };
  mail: { waiting: number; oldestWaitingSeconds: number | null };
};

/** A probe answers from the last check for this long: a flood of probes does disk work once. */
export const healthCacheMs = 5_000;

/** Below this much free space the report says `low`, and the start warns (server/startup-checks.ts). */
export const lowDiskBytes = 500 * 1000 * 1000;

/**
 * Free bytes for this user on the disk of `folder`; a folder not made yet is on its parent's disk.
 * null when nothing on the way up can be read.
 */
export async function freeBytes(folder: string): Promise<number | null> {
  for (let at = folder; ; at = path.dirname(at)) {
    const stats = await statfs(at).catch(() => undefined);
    if (stats) return stats.bavail * stats.bsize;
    if (path.dirname(at) === at) return null;
  }
}

export type Health = { report: () => Promise<HealthReport> };

export function health(deps: {
  store: Store;
  config: Pick<Config, 'dataDir' | 'uploadsDir'>;
  now: () => Date;
}): Health {
  const { store, config, now } = deps;
  let last: { at: number; report: Promise<HealthReport> } | undefined;

  /** A write as the store does one (a temp file renamed into place), then gone again. */
  const writable = async (): Promise<boolean> => {
    // Ends in .tmp: the store's start removes one that a crash left behind.
    const probe = path.join(config.dataDir, `healthz-${randomUUID()}.tmp`);
    try {
      await writeFile(probe, 'ok', { mode: 0o600 });
      await rename(probe, `${probe}.moved.tmp`);
      await rm(`${probe}.moved.tmp`);
      return true;
    } catch {
      await rm(probe, { force: true }).catch(() => undefined);
      return false;
    }
  };
  const readable = () =>
    readdir(config.dataDir).then(
      (names) => names.includes('meta.json'),
      () => false,
    );

  const measure = async (): Promise<HealthReport> => {
    const [canRead, canWrite, dataFree, uploadsFree] = await Promise.all([
      readable(),
      writable(),
      freeBytes(config.dataDir),
      freeBytes(config.uploadsDir),
    ]);
    const known = [dataFree, uploadsFree].filter((bytes): bytes is number => bytes !== null);
    const least = known.length > 0 ? Math.min(...known) : null;
    let waiting = 0;
    let oldest = Infinity;
    for (const mail of store.mail.all()) {
      if (mail.status !== 'pending') continue;
      waiting += 1;
      oldest = Math.min(oldest, Date.parse(mail.createdAt));
    }
    return {
      status: canRead && canWrite ? 'ok' : 'fout',
      version,
      store: { readable: canRead, writable: canWrite },
      disk: { freeBytes: least, low: least !== null && least < lowDiskBytes },
      mail: {
        waiting,
        oldestWaitingSeconds: waiting > 0 ? Math.max(0, Math.round((now().getTime() - oldest) / 1000)) : null,
      },
    };
  };

  return {
    report() {
      const at = now().getTime();
      // A clock set back counts as expired too.
      if (!last || at - last.at >= healthCacheMs || at < last.at) last = { at, report: measure() };
      return last.report;
    },
  };
}
