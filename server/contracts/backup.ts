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
