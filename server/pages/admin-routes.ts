import Router from '@koa/router';
import type { AppDeps } from '../app';
import type { PageRecord } from '../contracts';
import { parseId } from '../middleware/parse-id';
import type { AdminState } from '../middleware/require-admin';
import { expectedVersion, presentConflict, setVersionTag } from '../middleware/versioning';
import { adminPages, adminPageTexts } from './admin-service';

/** /admin/api/website-pages… (SPEC §7). */
export function adminPageRoutes({ store }: AppDeps): Router<AdminState> {
  const pages = adminPages(store);
  const router = new Router<AdminState>({ prefix: '/admin/api/website-pages' });
  const id = (raw: string | undefined) => parseId(raw, adminPageTexts.notFound);
  const view = (current: PageRecord) => pages.view(current);

  router.get('/', (ctx) => {
    ctx.body = pages.list();
  });
  router.get('/:id', (ctx) => {
    const page = pages.get(id(ctx.params.id));
    setVersionTag(ctx, page);
    ctx.body = page;
  });
  router.post('/', async (ctx) => {
    const page = await pages.create(ctx.request.body);
    ctx.status = 201;
    setVersionTag(ctx, page);
    ctx.body = page;
  });
  router.patch('/:id', async (ctx) => {
    const page = await presentConflict(pages.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx)), view);
    setVersionTag(ctx, page);
    ctx.body = page;
  });
  router.patch('/:id/publish', async (ctx) => {
    const page = await presentConflict(pages.publish(id(ctx.params.id), ctx.request.body, expectedVersion(ctx)), view);
    setVersionTag(ctx, page);
    ctx.body = page;
  });
  router.delete('/:id', async (ctx) => {
    await presentConflict(pages.remove(id(ctx.params.id), expectedVersion(ctx)), view);
    ctx.status = 204;
  });
  return router;
}
