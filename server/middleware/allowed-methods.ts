import type { Middleware } from 'koa';
import { AppError } from '../errors';
import { genericMessages } from './error-handler';

/** The methods a route of ours can have (@koa/router's own list); any other is no request of ours. */
const knownMethods: ReadonlySet<string> = new Set(['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/** What is used of a router, whatever its state type: the routes a path has. */
type RouteTable = { match(path: string, method: string): { path: readonly { methods: readonly string[] }[] } };

/**
 * What the routers' own allowedMethods() did, once for all of them and without their 500: a method
 * no route of ours has (TRACE, PROPFIND, PURGE…) is answered before any other part of the app sees
 * it, 405 with Allow on a path that has routes, else 501; a known method a path has no route for is
 * a 405 with Allow; OPTIONS lists the path's methods. The Allow list is what OPTIONS has always told
 * anyone, signed in or not: the admin gate never runs for these answers, and they say no more.
 * Client errors, so nothing is logged.
 */
export function allowedMethods(routers: readonly RouteTable[]): Middleware {
  const allowedAt = (path: string): string[] => {
    const methods = new Set<string>();
    for (const router of routers) {
      for (const layer of router.match(path, 'GET').path) for (const method of layer.methods) methods.add(method);
    }
    return [...methods];
  };
  const notAllowed = (allowed: string[]) =>
    new AppError(405, genericMessages[405]!, undefined, { Allow: allowed.join(', ') });

  return async (ctx, next) => {
    if (!knownMethods.has(ctx.method)) {
      const allowed = allowedAt(ctx.path);
      throw allowed.length > 0 ? notAllowed(allowed) : new AppError(501, genericMessages[501]!);
    }
    await next();
    if (ctx.status !== 404) return;
    const allowed = allowedAt(ctx.path);
    if (allowed.length === 0) return;
    if (ctx.method === 'OPTIONS') {
      ctx.status = 200;
      ctx.body = '';
      ctx.set('Allow', allowed.join(', '));
    } else if (!allowed.includes(ctx.method)) {
      throw notAllowed(allowed);
    }
  };
}
