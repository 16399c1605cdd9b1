import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { failedMailAnswerSchema, type FailedMailAnswer } from '../../../../../server/contracts/failed-mail';
import { ApiError } from '../../../../lib/api-client';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';
import { failedMailTexts } from '../texts';

export type { FailedMailAnswer };
export type { FailedMail } from '../../../../../server/contracts/failed-mail';

/** GET /admin/api/mail/failed: the newest failed mails, without their bodies. */
export async function getFailedMails(signal: AbortSignal): Promise<FailedMailAnswer> {
  const answer = failedMailAnswerSchema.safeParse(await adminGet<unknown>(adminApiPaths.mail.failed, { signal }));
  if (!answer.success) throw new ApiError(200, failedMailTexts.unexpected);
  return answer.data;
}

export function useFailedMails() {
  return useAdminQuery('mail:failed', getFailedMails, { reloadOnReplay: true });
}
