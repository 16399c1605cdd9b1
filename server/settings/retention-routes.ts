import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { adminApiPaths, type RetentionSettings, roleGroups } from '../contracts';
import type { ClubSettings } from './service';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';

/**
 * GET /admin/api/retention: how long the club keeps handled applications and contact messages, which
 * the secretariat's inbox screens show. The settings they come from are a beheerder's alone.
 */
export function adminRetentionRoutes(
  { services }: DepsWith<{ settings: ClubSettings }>,
  gate: AdminGate,
): Router<AdminState> {
  const router = adminRouter(gate, roleGroups.secretaries);
  router.get(adminApiPaths.retention, async (ctx) => {
    const retention: RetentionSettings = (await services.settings.get()).retention;
    ctx.body = retention;
  });
  return router;
}
