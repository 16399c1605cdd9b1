import type Router from '@koa/router';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths, roleGroups } from '../contracts';
import type { DepsWith } from '../deps';
import type { MailQueue } from '../infra/mail';
import { parseId } from '../validation';
import { failedMails, failedMailTexts } from './admin-service';

/** GET /admin/api/mail/failed: the mails the queue gave up on; POST …/{id}/retry queues one again. */
export function adminMailRoutes(deps: DepsWith<{ mail: MailQueue }>, gate: AdminGate): Router<AdminState> {
  const mails = failedMails(deps);
  const router = adminRouter(gate, roleGroups.secretaries);
  router.get(adminApiPaths.mail.failed, (ctx) => {
    ctx.body = mails.list();
  });
  router.post(adminApiPaths.mail.retry.pattern, async (ctx) => {
    ctx.body = await mails.retry(parseId(ctx.params.id, failedMailTexts.notFound));
  });
  return router;
}
