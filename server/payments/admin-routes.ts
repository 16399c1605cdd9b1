import type Router from '@koa/router';
import type { Deps } from '../deps';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths, paymentListQuerySchema, paymentTexts, type MemberRecord, roleGroups } from '../contracts';
import { requiredVersion, writeAnswer } from '../http/versioning';
import { parseId, parseInput } from '../validation';
import { toPaymentMember, treasurerView } from './admin-service';

/**
 * The treasurer's view of the members: GET /admin/api/payments/members (?betaald=ja|nee, ?zoek=) and
 * PUT …/members/:id { paid } with If-Match. Names and payments only: no address, birth date or phone.
 */
export function adminPaymentRoutes({ store }: Pick<Deps, 'store'>, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate, roleGroups.treasurers);
  const payments = treasurerView(store);
  const answer = writeAnswer((current: MemberRecord) => toPaymentMember(current));

  router.get(adminApiPaths.payments.members, (ctx) => {
    const { betaald, zoek } = ctx.query;
    ctx.body = payments.list(parseInput(paymentListQuerySchema, { betaald, zoek }));
  });
  router.put(adminApiPaths.payments.member.pattern, (ctx) => {
    const id = parseId(ctx.params.id, paymentTexts.notFound);
    // A payment saved without the version it saw could undo another admin's change unseen.
    return answer(ctx, payments.setPaid(id, ctx.request.body, requiredVersion(ctx, paymentTexts.versionRequired)));
  });
  return router;
}
