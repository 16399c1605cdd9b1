import type Router from '@koa/router';
import type { Secrets } from '../auth/secret';
import type { DepsWith } from '../deps';
import { apiPaths, unsubscribeQuerySchema } from '../contracts';
import { BadRequestError } from '../errors';
import { RateLimit } from '../infra/rate-limit';
import { createRouter } from '../http/router';
import { isValidUnsubscribeToken, newsletterSubscriptions } from './unsubscribe';

export const unsubscribeTexts = {
  invalid: 'Ongeldige of verlopen link. Neem contact op met ons indien dit een vergissing is.',
  done: 'Je bent succesvol uitgeschreven voor de nieuwsbrief. Je blijft wel actief lid.',
  tooMany: 'Te veel pogingen. Probeer het straks opnieuw.',
} as const;

/**
 * GET …/unsubscribe/validate and POST …/unsubscribe?memberId&token (SPEC §7). The POST is also
 * the List-Unsubscribe-Post one-click target. The member stays active and gets no more newsletters.
 */
export function unsubscribeRoutes({ store, services }: DepsWith<{ secrets: Secrets }>): Router {
  const router = createRouter();
  const subscriptions = newsletterSubscriptions(store);
  const guesses = new RateLimit({ points: 30, durationSeconds: 15 * 60 }, unsubscribeTexts.tooMany);

  const memberFrom = async (query: unknown, ip: string) => {
    const parsed = unsubscribeQuerySchema.safeParse(query);
    const memberId = parsed.success ? Number(parsed.data.memberId) : 0;
    const member = memberId ? subscriptions.member(memberId) : undefined;
    if (
      !parsed.success ||
      !member ||
      !isValidUnsubscribeToken(services.secrets.unsubscribe, memberId, parsed.data.token)
    ) {
      await guesses.hit(ip);
      throw new BadRequestError(unsubscribeTexts.invalid);
    }
    return member;
  };

  router.get(apiPaths.newsletters.validateUnsubscribe, async (ctx) => {
    await memberFrom(ctx.query, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { valid: true };
  });
  router.post(apiPaths.newsletters.unsubscribe, async (ctx) => {
    const member = await memberFrom(ctx.query, ctx.ip);
    await subscriptions.unsubscribe(member);
    ctx.body = { message: unsubscribeTexts.done };
  });
  return router;
}
