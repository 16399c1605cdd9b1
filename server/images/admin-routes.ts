import type Router from '@koa/router';
import type { Deps } from '../deps';
import { adminApiPaths, type Image, roleGroups } from '../contracts';
import { BadRequestError } from '../errors';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { upload, uploadedFiles } from '../middleware/upload';
import { deleteImage, imageDeps, imageTexts, ingestImage, toImage } from './service';
import { parseId } from '../validation';

export const uploadRouteTexts = {
  noFiles: 'Kies minstens één afbeelding (veld "files").',
} as const;

/** DELETE /admin/api/images/{id}: the photo goes from every walk, page, newsletter and member that shows it. */
export function adminImageRoutes({ store, config }: Deps, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate, roleGroups.editors);
  const media = imageDeps({ store, config });
  router.delete(adminApiPaths.images.record.pattern, async (ctx) => {
    await deleteImage(media, parseId(ctx.params.id, imageTexts.notFound));
    ctx.status = 204;
  });
  return router;
}

/**
 * POST /admin/api/images/upload (field files, up to 30): for the editors' walks, pages and newsletters,
 * and for the secretariat's member photos.
 */
export function adminImageUploadRoutes({ store, config }: Deps, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate, roleGroups.photos);
  const media = imageDeps({ store, config });

  router.post(adminApiPaths.images.upload, upload([{ name: 'files', maxCount: 30 }]), async (ctx) => {
    const files = uploadedFiles(ctx, 'files');
    if (files.length === 0) throw new BadRequestError(uploadRouteTexts.noFiles);
    // One at a time: each is checked, decoded and stored before the next, so one request
    // holds at most one place in the image queue.
    // A refused file stops the batch; the ones before it stay and are named in no answer, so
    // they are removed again to leave nothing half-done.
    const images: Image[] = [];
    try {
      for (const file of files) {
        const record = await ingestImage(media, { path: file.path, fileName: file.fileName });
        images.push(toImage(record));
      }
    } catch (error) {
      await Promise.all(images.map((image) => deleteImage(media, image.id).catch(() => undefined)));
      throw error;
    }
    ctx.status = 201;
    ctx.body = images;
  });
  return router;
}
