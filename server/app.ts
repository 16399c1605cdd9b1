import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config';
import { publicEventRoutes } from './events/public-routes';
import { mediaRoutes } from './media/routes';
import { publicMemberRoutes } from './members/public-routes';
import { errorHandler, genericMessages } from './middleware/error-handler';
import { securityHeaders } from './middleware/security-headers';
import { serializeJson } from './middleware/serialize-json';
import { publicNewsletterRoutes } from './newsletters/public-routes';
import { publicPageRoutes } from './pages/public-routes';
import { siteRoutes } from './site/routes';
import { webApp } from './site/web-app';
import type { Store } from './store';

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export type AppDeps = {
  config: Config;
  store: Store;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  log: Logger;
};

const clientGoneCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** A visitor who closed the page mid-answer is no server fault. */
function isClientGone(error: unknown): boolean {
  return clientGoneCodes.has(String((error as { code?: unknown } | null)?.code));
}

const apiPaths = /^\/(api|admin\/api)(\/|$)/;

/** Builds the Koa app; it never listens, so tests can start it on port 0. */
export function createApp(input: Pick<AppDeps, 'config' | 'store'> & Partial<AppDeps>): Koa {
  const deps: AppDeps = { now: () => new Date(), log: console, ...input };
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

  for (const router of [
    siteRoutes(deps),
    publicEventRoutes(deps),
    publicMemberRoutes(deps),
    publicPageRoutes(deps),
    publicNewsletterRoutes(deps),
    mediaRoutes(deps),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }

  app.use(webApp(deps));
  // Answered rather than thrown, so the routers' allowedMethods above can still turn it into a 405.
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: apiPaths.test(ctx.path) ? 'Deze API-aanvraag bestaat niet.' : genericMessages[404] };
  });
  return app;
}
