import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { adminApiPaths, type SettingsRecord, roleGroups } from '../contracts';
import type { ClubSettings } from './service';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { answerRecord, requiredVersion, writeAnswer } from '../http/versioning';

export const settingsRouteTexts = {
  versionRequired:
    'Deze wijziging mist de versie waarop ze steunt (If-Match). Laad de instellingen opnieuw en probeer nog eens.',
} as const;

/** /admin/api/settings: the club's one settings record, read and replaced whole. */
export function adminSettingsRoutes(
  { services }: DepsWith<{ settings: ClubSettings }>,
  gate: AdminGate,
): Router<AdminState> {
  const { settings } = services;
  const router = adminRouter(gate, roleGroups.board);
  const path = adminApiPaths.settings;
  const answer = writeAnswer((current: SettingsRecord) => settings.view(current));

  router.get(path, async (ctx) => answerRecord(ctx, await settings.get()));
  // The whole record is replaced: a save that names no version could undo another admin's change unseen.
  router.put(path, (ctx) =>
    answer(ctx, settings.put(ctx.request.body, requiredVersion(ctx, settingsRouteTexts.versionRequired))),
  );
  return router;
}
