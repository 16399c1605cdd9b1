import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import type { NewsletterRecord } from '../contracts';
import { adminRouter, type AdminGate, type AdminState } from '../middleware/require-admin';
import { parseId } from '../validation';
import { validate } from '../middleware/validate';
import { answerRecord, expectedVersion, writeAnswer } from '../middleware/versioning';
import { adminApiPaths, newsletterPayloadTexts, testSendPayloadSchema } from '../contracts';
import { adminNewsletters, adminNewsletterTexts } from './admin-service';
import { sendNewsletterTest, startNewsletterSend } from './sending';
import { toNewsletter } from './service';

/** /admin/api/newsletters… (SPEC §7), with sending. */
export function adminNewsletterRoutes(deps: AppDeps, gate: AdminGate): Router<AdminState> {
  const { services } = deps;
  const newsletters = adminNewsletters(deps);
  const router = adminRouter(gate);
  const paths = adminApiPaths.newsletters;
  const id = (raw: string | undefined) => parseId(raw, adminNewsletterTexts.notFound);
  const answer = writeAnswer((current: NewsletterRecord) => toNewsletter(current));
  const sending = { ...deps, secrets: services.secrets, mail: services.mail, settings: services.settings };

  router.get(paths.list, (ctx) => {
    ctx.body = newsletters.list();
  });
  router.get(paths.record.pattern, (ctx) => answerRecord(ctx, newsletters.get(id(ctx.params.id))));
  router.post(paths.list, (ctx) => answer(ctx, newsletters.create(ctx.request.body), 201));
  router.put(paths.record.pattern, (ctx) =>
    answer(ctx, newsletters.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.patch(paths.publish.pattern, (ctx) =>
    answer(ctx, newsletters.publish(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(paths.record.pattern, (ctx) =>
    answer(ctx, newsletters.remove(id(ctx.params.id), expectedVersion(ctx))),
  );
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
