import type Router from '@koa/router';
import type { Deps } from '../deps';
import { adminApiPaths, messageTexts, type MessageRecord, roleGroups } from '../contracts';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { answerRecord, expectedVersion, writeAnswer } from '../http/versioning';
import { parseId } from '../validation';
import { adminMessages } from './admin-service';
import { sweepMessages } from './retention';

/** /admin/api/messages…: the contact form's messages. */
export function adminMessageRoutes({ store, now }: Pick<Deps, 'store' | 'now'>, gate: AdminGate): Router<AdminState> {
  const messages = adminMessages(store, now);
  const router = adminRouter(gate, roleGroups.secretaries);
  const paths = adminApiPaths.messages;
  const id = (raw: string | undefined) => parseId(raw, messageTexts.notFound);
  const answer = writeAnswer((current: MessageRecord) => current);
  // A message past the retention period is never shown, even before the daily sweep removed it.
  const sweep = () => sweepMessages(store, now());

  router.get(paths.list, async (ctx) => {
    await sweep();
    ctx.body = messages.list();
  });
  router.get(paths.record.pattern, async (ctx) => {
    await sweep();
    answerRecord(ctx, messages.get(id(ctx.params.id)));
  });
  router.patch(paths.read.pattern, (ctx) =>
    answer(ctx, messages.markRead(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.patch(paths.archive.pattern, (ctx) =>
    answer(ctx, messages.archive(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(paths.record.pattern, (ctx) => answer(ctx, messages.remove(id(ctx.params.id), expectedVersion(ctx))));
  return router;
}
