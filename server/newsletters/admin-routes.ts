import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Secrets } from '../auth/secret';
import type { DepsWith } from '../deps';
import type { MailQueue } from '../infra/mail';
import type { ClubSettings } from '../settings/service';
import type { NewsletterRecord } from '../contracts';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { parseId } from '../validation';
import { validate } from '../middleware/validate';
import { adminRecordRoutes } from '../http/record-routes';
import { adminApiPaths, newsletterPayloadTexts, testSendPayloadSchema, roleGroups } from '../contracts';
import { adminNewsletters, adminNewsletterTexts } from './admin-service';
import { sendNewsletterTest, startNewsletterSend } from './sending';
import { toNewsletter } from './service';

/** /admin/api/newsletters… (SPEC §7), with sending. */
export function adminNewsletterRoutes(
  deps: DepsWith<{ secrets: Secrets; mail: MailQueue; settings: ClubSettings }>,
  gate: AdminGate,
): Router<AdminState> {
  const { services } = deps;
  const newsletters = adminNewsletters(deps);
  const router = adminRouter(gate, roleGroups.editors);
  const paths = adminApiPaths.newsletters;
  const id = (raw: string | undefined) => parseId(raw, adminNewsletterTexts.notFound);
  const sending = { ...deps, secrets: services.secrets, mail: services.mail, settings: services.settings };

  adminRecordRoutes(router, paths, newsletters, {
    notFound: adminNewsletterTexts.notFound,
    present: (current: NewsletterRecord) => toNewsletter(current),
    update: 'put',
  });
  router.post(paths.send.pattern, async (ctx) => {
    ctx.status = 202;
    ctx.body = await startNewsletterSend(sending, id(ctx.params.id), ctx.state.admin.memberId);
  });
  // A malformed id is a 404 before the body is read, as for every other call.
  const knownId: Middleware<AdminState> = (ctx, next) => (id(ctx.params.id), next());
  const testAddress = validate<typeof testSendPayloadSchema, AdminState>(
    testSendPayloadSchema,
    newsletterPayloadTexts.badEmail,
  );
  router.post(paths.sendTest.pattern, knownId, testAddress, async (ctx) => {
    ctx.status = 202;
    ctx.body = await sendNewsletterTest(sending, id(ctx.params.id), ctx.state.input.email);
  });
  return router;
}
