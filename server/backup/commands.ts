import { lockName } from '../store/lock';
import { migrations } from '../store/migrations';
import type { Config } from '../config';
import { restoreArchive } from './restore';
import { backups, type BackupDeps } from './service';
import { backupTexts as texts } from './texts';

/** `backup [folder] [--keep N]`: the operator's answer, with what rotation removed. */
export async function backupCommand(deps: BackupDeps, folder: string, keep: number | undefined): Promise<string> {
  const made = await backups(deps).toFolder(folder, keep);
  const lines = [texts.made(made.file, formatBytes(made.bytes), made.files)];
  if (made.removed > 0 && keep !== undefined) lines.push(texts.rotated(made.removed, keep));
  return lines.join('\n');
}

/**
 * `restore FILE [--force]`, run by the CLI while it holds the DATA_DIR lock (no server runs then):
 * the operator's answer, naming where the previous content went.
 */
export async function restoreCommand(
  config: Pick<Config, 'dataDir' | 'uploadsDir'>,
  archive: string,
  force: boolean,
): Promise<string> {
  const restored = await restoreArchive({
    archive,
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    force,
    currentSchemaVersion: migrations.at(-1)?.version ?? 0,
    now: () => new Date(),
    notData: [lockName],
  });
  return [
    ...restored.movedAside.map((moved) => texts.movedAside(moved.dir, moved.to)),
    texts.restored(restored.manifest.createdAt, restored.manifest.files.length, config.dataDir, config.uploadsDir),
  ].join('\n');
}

/** 12,3 MB: sizes as the operator and the admin read them. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('nl-BE', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit]}`;
}
