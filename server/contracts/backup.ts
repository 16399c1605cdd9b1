import { z } from 'zod';

/** How a backup was made: by `npm run admin -- backup` (or a cron job calling it), or downloaded in the admin. */
export const backupWays = ['cli', 'download'] as const;

/** The last backup of this club, as GET /admin/api/backup answers it. */
export const lastBackupSchema = z.object({
  at: z.iso.datetime(),
  bytes: z.number().int().nonnegative(),
  how: z.enum(backupWays),
});
export type LastBackup = z.infer<typeof lastBackupSchema>;

export const backupStatusAnswerSchema = z.object({ last: lastBackupSchema.nullable() });
export type BackupStatusAnswer = z.infer<typeof backupStatusAnswerSchema>;

const sizeUnits = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/** A backup's size as the operator and the admin read it: '12,3 MB'. */
export function formatBackupSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < sizeUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('nl-BE', { maximumFractionDigits: digits })} ${sizeUnits[unit]}`;
}
