import path from 'node:path';
import { z } from 'zod';
import { lastBackupSchema, type LastBackup } from '../contracts';
import { DurableJsonFile } from '../store/durable-json-file';

/** In DATA_DIR, beside the data; not in the archives (a restored club has made no backup yet). */
export const statusFileName = 'backup-status.json';

const statusSchema = lastBackupSchema.extend({ fileName: z.string().max(200) });
export type BackupStatus = z.infer<typeof statusSchema>;

/** The last successful backup, written after each one (mode 0600, atomically). */
export function backupStatusFile(dataDir: string) {
  const file = new DurableJsonFile<unknown>(path.join(dataDir, statusFileName));
  return {
    /** The last backup, or null: none yet, or a file that is not ours to trust. */
    async read(): Promise<LastBackup | null> {
      const parsed = statusSchema.safeParse(await file.read().catch(() => null));
      if (!parsed.success) return null;
      const { at, bytes, how } = parsed.data;
      return { at, bytes, how };
    },
    write: (status: BackupStatus) => file.write(status),
  };
}
