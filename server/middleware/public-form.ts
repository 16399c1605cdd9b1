import type { Middleware } from 'koa';
import type { Config } from '../config';
import { AppError } from '../errors';
import { parseBody } from './body';

export const publicFormTexts = {
  jsonOnly: 'Dit formulier aanvaardt enkel JSON (Content-Type: application/json).',
  crossSite: 'Dit formulier kan enkel vanaf de website zelf verstuurd worden.',
} as const;

/**
 * A public form's POST (login, contact, membership): from our own pages only, as JSON only.
 * A form on another site can post `text/plain` or form data without any preflight, and a browser
 * then sends Origin and Sec-Fetch-Site: those requests are refused before anything is read.
 * Requests without both headers come from no browser (curl, a test) and carry no one's cookies
 * or trust; the per-IP limits hold for them.
 */
export function publicForm(config: Pick<Config, 'publicUrl'>): Middleware[] {
  const publicOrigin = new URL(config.publicUrl).origin;
  const sameOrigin: Middleware = (ctx, next) => {
    const site = ctx.get('Sec-Fetch-Site');
    const origin = ctx.get('Origin');
    // The address this request came in on (Koa 3's ctx.origin is the Origin header itself).
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    const foreignOrigin = origin !== '' && origin !== ownOrigin && origin !== publicOrigin;
    if ((site !== '' && site !== 'same-origin') || foreignOrigin) throw new AppError(403, publicFormTexts.crossSite);
    return next();
  };
  const jsonOnly: Middleware = (ctx, next) => {
    if (!ctx.is('application/json')) throw new AppError(415, publicFormTexts.jsonOnly);
    return next();
  };
  return [sameOrigin, jsonOnly, parseBody(['json'])];
}
