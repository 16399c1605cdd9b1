import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import type Router from '@koa/router';
import { z } from 'zod';
import { sessionRoutes } from './auth/session-routes';
import { accountRoutes, forgotPasswordRoutes, loginRoutes, setPasswordRoutes } from './auth/routes';
import { adminApplicationRoutes } from './applications/admin-routes';
import { adminBackupRoutes } from './backup/admin-routes';
import { twoStepRoutes } from './auth/two-step-routes';
import { adminAuditRoutes } from './audit/admin-routes';
import { accounts } from './auth/service';
import { isApiPath } from './contracts/api-paths';
import { adminDashboardRoutes } from './dashboard/admin-routes';
import { adminEventRoutes } from './events/admin-routes';
import { publicEventRoutes } from './events/public-routes';
import { formRoutes } from './forms/routes';
import { adminImageRoutes, adminImageUploadRoutes } from './images/admin-routes';
import { adminMailRoutes } from './mail/admin-routes';
import { mediaRoutes } from './images/media-routes';
import { adminMemberRoutes } from './members/admin-routes';
import { adminAdminsRoutes } from './members/admins-routes';
import { adminMessageRoutes } from './messages/admin-routes';
import { adminPrivacyRoutes } from './members/privacy-routes';
import { adminMemberImportRoutes } from './member-imports/admin-routes';
import { uncompressedWhenAllRefused } from './middleware/accept-encoding';
import { allowedMethods } from './middleware/allowed-methods';
import { errorHandler, genericMessages } from './middleware/error-handler';
import { adminGate, type AdminState } from './auth/gate';
import { publicReadAnswers, publicReadFastPath } from './site/public-read-answers';
import { securityHeaderList, securityHeaders } from './middleware/security-headers';
import { serializeJson } from './middleware/serialize-json';
import { adminNewsletterRoutes } from './newsletters/admin-routes';
import { publicNewsletterRoutes } from './newsletters/public-routes';
import { unsubscribeRoutes } from './newsletters/unsubscribe-routes';
import { adminPageRoutes } from './pages/admin-routes';
import { adminPaymentRoutes } from './payments/admin-routes';
import { adminSettingsRoutes } from './settings/admin-routes';
import { adminRetentionRoutes } from './settings/retention-routes';
import { setupRoutes } from './setup/routes';
import { publicPageRoutes } from './pages/public-routes';
import { createServices, type AppDeps } from './container';
import { appIcons } from './images/app-icons';
import { webManifest } from './site/manifest';
import { discoveryRoutes } from './site/discovery-routes';
import { healthRoutes } from './health/routes';
import { publicReadRoutes } from './site/public-read-routes';
import { serviceWorkerScript } from './site/service-worker';
import { webApp } from './site/web-app';
import type { Logger } from './logger';

// zod's own messages (wrong type, missing field) in Dutch; our schemas carry the spec's texts.
z.config(z.locales.nl());

const clientGoneCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** A visitor who closed the page mid-answer is no server fault. */
function isClientGone(error: unknown): boolean {
  return clientGoneCodes.has(String((error as { code?: unknown } | null)?.code));
}

/**
 * Every admin router. Each is made by adminRouter(), so the admin check is the first layer of the
 * router itself and runs before any of its routes; one gate (one idempotency store) for all.
 */
export function adminRouters(deps: AppDeps): Router<AdminState>[] {
  const gate = adminGate({ store: deps.store, now: deps.now });
  return [
    accountRoutes(accounts({ store: deps.store, now: deps.now, audit: deps.services.audit }), gate),
    adminDashboardRoutes(deps, gate),
    adminAdminsRoutes(deps, gate),
    adminMemberRoutes(deps, gate),
    adminMessageRoutes(deps, gate),
    adminPrivacyRoutes(deps, gate),
    adminApplicationRoutes(deps, gate),
    adminMemberImportRoutes(deps, gate),
    adminPaymentRoutes(deps, gate),
    adminEventRoutes(deps, gate),
    adminPageRoutes(deps, gate),
    adminNewsletterRoutes(deps, gate),
    adminImageRoutes(deps, gate),
    adminImageUploadRoutes(deps, gate),
    adminSettingsRoutes(deps, gate),
    adminRetentionRoutes(deps, gate),
    adminBackupRoutes(deps, gate),
    adminMailRoutes(deps, gate),
    sessionRoutes(deps, gate),
    twoStepRoutes(deps, gate),
    adminAuditRoutes(deps, gate),
  ];
}

/**
 * Koa, with a first look at each request before Koa's own work per request (a context, the middleware
 * chain): the public reads, asked for all the time, are answered there from their prepared answers.
 */
class ClubApp extends Koa {
  constructor(private readonly answeredFirst: (req: IncomingMessage, res: ServerResponse) => boolean) {
    super();
  }

  override callback(): ReturnType<Koa['callback']> {
    const handle = super.callback();
    const answered = Promise.resolve();
    return (req, res) =>
      this.answeredFirst(req as IncomingMessage, res as ServerResponse) ? answered : handle(req, res);
  }
}

/** Builds the Koa app; it never listens, so tests can start it on port 0. */
export function createApp(input: Pick<AppDeps, 'config' | 'store'> & Partial<AppDeps>): Koa {
  const base = { now: () => new Date(), log: console as Logger, ...input };
  const deps: AppDeps = { ...base, services: input.services ?? createServices(base) };
  const security = securityHeaderList(deps.config);
  const { publicReads } = deps.services;
  const answerPublicRead = publicReadAnswers(publicReads, security);
  const app = new ClubApp(publicReadFastPath(answerPublicRead));
  // Only behind a reverse proxy may X-Forwarded-For be believed, and only the entries our own proxies
  // added (counted from the right): what a client sends further left is its own choice of address.
  app.proxy = deps.config.trustProxy > 0;
  app.maxIpsCount = deps.config.trustProxy;
  app.silent = true;
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    if (isClientGone(error)) return;
    deps.log.error(`Fout bij ${ctx?.method ?? '?'} ${ctx?.path ?? '?'}:`, error);
  });

  app.use(errorHandler());
  app.use(securityHeaders(security));
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

  const account = accounts({ store: deps.store, now: deps.now, audit: deps.services.audit });
  const routers = [
    publicReadRoutes(answerPublicRead, publicReads.paths),
    discoveryRoutes(deps),
    healthRoutes(deps),
    loginRoutes(account, deps.config),
    setupRoutes(deps),
    setPasswordRoutes(deps),
    forgotPasswordRoutes(deps),
    formRoutes(deps),
    unsubscribeRoutes(deps),
    publicEventRoutes(deps),
    publicPageRoutes(deps),
    publicNewsletterRoutes(deps),
    mediaRoutes(deps),
    ...adminRouters(deps),
  ];
  app.use(allowedMethods(routers));
  for (const router of routers) app.use(router.routes());

  app.use(webManifest(deps));
  app.use(appIcons(deps));
  app.use(serviceWorkerScript(deps));
  app.use(webApp(deps));
  // Answered rather than thrown, so allowedMethods above can still turn it into a 405.
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: isApiPath(ctx.path) ? 'Deze API-aanvraag bestaat niet.' : genericMessages[404] };
  });
  return app;
}
