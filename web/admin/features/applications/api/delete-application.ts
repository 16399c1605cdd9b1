import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { deleteRecord } from '../../../lib/record-writes';
import type { AdminApplication } from './get-applications';

/** DELETE /admin/api/applications/{id} (spam, or done with): refused with 409 when it changed since it was loaded. */
export const deleteApplication = (application: AdminApplication): Promise<void> =>
  deleteRecord(adminApiPaths.applications, application);
