import { stat } from 'node:fs/promises';
import { lockName } from '../store/lock';
import { migrations } from '../store/migrations';
import type { Config } from '../config';
import { auditActions, formatByteSize } from '../contracts';
import { auditLog } from '../infra/audit-log';
import { readArchive } from './read';
import { openArchive, restoreArchive } from './restore';
import { backups, type BackupDeps } from './service';
import { backupTexts as texts } from './texts';

/** `backup [folder] [--keep N]`: the operator's answer, with what rotation removed. */
export async function backupCommand(deps: BackupDeps, folder: string, keep: number | undefined): Promise<string> {
  const made = await backups(deps).toFolder(folder, keep);
  // From the shell, or the server's control socket: no admin is signed in.
  const now = deps.now ?? (() => new Date());
  await auditLog({ dataDir: deps.config.dataDir, now }).record({
    kind: 'backup',
    action: auditActions.backupMade,
    actorId: null,
  });
  const lines = [texts.made(made.file, formatByteSize(made.bytes), made.files)];
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
    currentSchemaVersion: currentSchemaVersion(),
    now: () => new Date(),
    notData: [lockName],
  });
  // Into the log the archive brought back: it says from then on that, and when, it was restored.
  await auditLog({ dataDir: config.dataDir, now: () => new Date() }).record({
    kind: 'herstel',
    action: auditActions.restored(restored.manifest.createdAt),
    actorId: null,
  });
  return [
    ...restored.movedAside.map((moved) => texts.movedAside(moved.dir, moved.to)),
    texts.restored(restored.manifest.createdAt, restored.manifest.files.length, config.dataDir, config.uploadsDir),
  ].join('\n');
}

/** `verify FILE`: reads the whole archive and checks every file against its manifest; writes nothing. */
export async function verifyCommand(archive: string): Promise<string> {
  const input = await openArchive(archive);
  const { size } = await stat(archive);
  const manifest = await readArchive(input, { label: archive, currentSchemaVersion: currentSchemaVersion() });
  return texts.verified(archive, manifest.createdAt, manifest.files.length, formatByteSize(size));
}

/** The schema this version of the app writes: an archive from a newer one cannot be restored here. */
function currentSchemaVersion(): number {
  return migrations.at(-1)?.version ?? 0;
}
