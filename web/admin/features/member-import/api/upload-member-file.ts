import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberImportUpload } from '../../../../../server/contracts/member-import';
import { adminPostNow } from '../../../lib/admin-api';

/** POST /admin/api/member-imports/upload: the file in the field "file"; answers its columns and a proposed mapping. */
export function uploadMemberFile(file: File): Promise<MemberImportUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminPostNow<MemberImportUpload>(adminApiPaths.memberImports.upload, form);
}
