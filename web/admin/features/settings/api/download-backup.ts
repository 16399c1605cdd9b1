import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminDownload } from '../../../lib/admin-api';

/** GET /admin/api/backup/download: a fresh archive of the club's data and photos, with the server's file name. */
export function downloadBackup(): Promise<{ blob: Blob; fileName: string }> {
  return adminDownload(adminApiPaths.backup.download, 'back-up.tar.gz');
}
