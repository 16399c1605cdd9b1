import type Router from '@koa/router';
import type { Deps } from '../deps';
import { adminApiPaths, type PageRecord, roleGroups } from '../contracts';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminRecordRoutes } from '../http/record-routes';
import { adminPages, adminPageTexts } from './admin-service';

/** /admin/api/website-pages… (SPEC §7). */
export function adminPageRoutes({ store }: Pick<Deps, 'store'>, gate: AdminGate): Router<AdminState> {
  const pages = adminPages(store);
  const router = adminRouter(gate, roleGroups.editors);
  adminRecordRoutes(router, adminApiPaths.pages, pages, {
    notFound: adminPageTexts.notFound,
    present: (current: PageRecord) => pages.view(current),
    update: 'patch',
  });
  return router;
}
