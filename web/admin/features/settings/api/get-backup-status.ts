import { backupStatusAnswerSchema, type LastBackup } from '../../../../../server/contracts/backup';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { ApiError } from '../../../../lib/api-client';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';

export type { LastBackup };

const unexpected = 'Het antwoord van de server over de laatste back-up is onverwacht.';

/** GET /admin/api/backup: the last backup's time, size and way, or null when none was made yet. */
export async function getBackupStatus(signal: AbortSignal): Promise<LastBackup | null> {
  const answer = backupStatusAnswerSchema.safeParse(await adminGet<unknown>(adminApiPaths.backup.status, { signal }));
  if (!answer.success) throw new ApiError(200, unexpected);
  return answer.data.last;
}

export function useBackupStatus() {
  return useAdminQuery('settings:backup-status', getBackupStatus);
}
