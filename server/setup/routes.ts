import type Router from '@koa/router';
import { oneTimeLinkRoutes } from '../auth/one-time-link-routes';
import { apiPaths, setupTexts } from '../contracts';
import type { DepsWith } from '../deps';
import type { FirstRunSetup } from './service';

/** GET and POST /api/setup: the first start's one-time link (service.ts), public since the club has no admin yet. */
export function setupRoutes({ config, services }: DepsWith<{ setup: FirstRunSetup }>): Router {
  const { setup } = services;
  return oneTimeLinkRoutes(
    config,
    apiPaths.setup,
    { check: setup.check, use: setup.complete },
    setupTexts.tooManyTries,
  );
}
