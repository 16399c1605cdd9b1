import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import type Router from '@koa/router';
import { z } from 'zod';
import { accountRoutes, loginRoutes } from './auth/routes';
import { accounts } from './auth/service';
import type { Config } from './config';
import { adminEventRoutes } from './events/admin-routes';
import { publicEventRoutes } from './events/public-routes';
import { formRoutes } from './forms/routes';
import { adminImageRoutes } from './images/admin-routes';
import { mediaRoutes } from './media/routes';
import { adminMemberRoutes } from './members/admin-routes';
import { publicMemberRoutes } from './members/public-routes';
import { uncompressedWhenAllRefused } from './middleware/accept-encoding';
import { parseBody } from './middleware/body';
import { errorHandler, genericMessages } from './middleware/error-handler';
import { idempotency } from './middleware/idempotency';
import { requireAdmin, type AdminState } from './middleware/require-admin';
import { securityHeaders } from './middleware/security-headers';
import { serializeJson } from './middleware/serialize-json';
import { adminNewsletterRoutes } from './newsletters/admin-routes';
import { publicNewsletterRoutes } from './newsletters/public-routes';
import { unsubscribeRoutes } from './newsletters/unsubscribe-routes';
import { adminPageRoutes } from './pages/admin-routes';
import { publicPageRoutes } from './pages/public-routes';
import { createServices, type Services } from './services/container';
import { webManifest } from './site/manifest';
import { discoveryRoutes } from './site/discovery-routes';
import { siteRoutes } from './site/routes';
import { serviceWorkerScript } from './site/service-worker';
import { webApp } from './site/web-app';
import type { Store } from './store';

// zod's own messages (wrong type, missing field) in Dutch; our schemas carry the spec's texts.
z.config(z.locales.nl());

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export type AppDeps = {
  config: Config;
  store: Store;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  log: Logger;
  services: Services;
};

const clientGoneCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** A visitor who closed the page mid-answer is no server fault. */
function isClientGone(error: unknown): boolean {
  return clientGoneCodes.has(String((error as { code?: unknown } | null)?.code));
}

const apiPaths = /^\/(api|admin\/api)(\/|$)/;
const adminPaths = /^\/admin\/api(\/|$)/;

/** Every /admin/api router; the auth matrix test reads its routes from here, so none is missed. */
export function adminRouters(deps: AppDeps): Router<AdminState>[] {
  return [
    accountRoutes(accounts({ store: deps.store, secrets: deps.services.secrets }), deps),
    adminMemberRoutes(deps),
    adminEventRoutes(deps),
    adminPageRoutes(deps),
    adminNewsletterRoutes(deps),
    adminImageRoutes(deps),
  ];
}

/** Builds the Koa app; it never listens, so tests can start it on port 0. */
export function createApp(input: Pick<AppDeps, 'config' | 'store'> & Partial<AppDeps>): Koa {
  const base = { now: () => new Date(), log: console as Logger, ...input };
  const deps: AppDeps = { ...base, services: input.services ?? createServices(base) };
  const app = new Koa();
  // Only behind a reverse proxy may X-Forwarded-For be believed; otherwise anyone could pick their address.
  app.proxy = deps.config.trustProxy;
  app.silent = true;
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    if (isClientGone(error)) return;
    deps.log.error(`Fout bij ${ctx?.method ?? '?'} ${ctx?.path ?? '?'}:`, error);
  });

  app.use(errorHandler());
  app.use(securityHeaders(deps.config));
  app.use(uncompressedWhenAllRefused());
  app.use(
    compress({
      threshold: 1024,
      gzip: { flush: zlib.Z_SYNC_FLUSH },
      // Static assets come precompressed from the build (.br/.gz); for JSON, fast gzip beats brotli here.
      br: false,
      deflate: false,
    }),
  );
  app.use(serializeJson());
  // Admin bodies are read only after the token check, below.
  const publicBody = parseBody();
  app.use((ctx, next) => (adminPaths.test(ctx.path) ? next() : publicBody(ctx, next)));

  const account = accounts({ store: deps.store, secrets: deps.services.secrets });
  for (const router of [
    siteRoutes(deps),
    discoveryRoutes(deps),
    loginRoutes(account),
    formRoutes(deps),
    unsubscribeRoutes(deps),
    publicEventRoutes(deps),
    publicMemberRoutes(deps),
    publicPageRoutes(deps),
    publicNewsletterRoutes(deps),
    mediaRoutes(deps),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }

  // The admin API: nothing under /admin/api answers without a current admin's token, not even a 404.
  const gate = requireAdmin({ store: deps.store, secrets: deps.services.secrets });
  const once = idempotency(deps);
  const body = parseBody();
  app.use(async (ctx, next) => {
    if (!adminPaths.test(ctx.path)) return next();
    // Members' personal data: never kept by a browser's or a proxy's HTTP cache.
    ctx.set('Cache-Control', 'no-store');
    return gate(ctx, () => body(ctx, () => once(ctx, next)));
  });
  for (const router of adminRouters(deps)) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }

  app.use(webManifest(deps));
  app.use(serviceWorkerScript(deps));
  app.use(webApp(deps));
  // Answered rather than thrown, so the routers' allowedMethods above can still turn it into a 405.
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: apiPaths.test(ctx.path) ? 'Deze API-aanvraag bestaat niet.' : genericMessages[404] };
  });
  return app;
}
