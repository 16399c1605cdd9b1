import type Router from '@koa/router';
import type { Context } from 'koa';
import type { DepsWith } from '../deps';
import { adminApiPaths, type EventRecord, roleGroups } from '../contracts';
import { deleteImage, imageDeps, ingestImage } from '../images/service';
import type { Geocoder } from '../infra/geocode';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { jsonField, upload, uploadedFiles } from '../middleware/upload';
import { answerRecord, expectedVersion, writeAnswer } from '../http/versioning';
import { adminEvents, adminEventTexts } from './admin-service';
import { parseId } from '../validation';

/** /admin/api/events… (SPEC §7): multipart with an optional bannerFile and eventData as JSON. */
export function adminEventRoutes(deps: DepsWith<{ geocoder: Geocoder }>, gate: AdminGate): Router<AdminState> {
  const { store, config, services } = deps;
  const media = imageDeps({ store, config });
  const events = adminEvents({ store, geocoder: services.geocoder });
  const router = adminRouter(gate, roleGroups.editors);
  const paths = adminApiPaths.events;
  const id = (raw: string | undefined) => parseId(raw, adminEventTexts.notFound);
  const answer = writeAnswer((current: EventRecord) => events.view(current));
  const bannerUpload = upload([{ name: 'bannerFile', maxCount: 1 }]);

  /**
   * The banner file, when sent, becomes an image first; its id then goes into the walk. When the
   * write is refused (bad input, stale If-Match) the image goes again, so no orphan is left.
   */
  const withBanner = async <T>(ctx: Context, write: (bannerImageId: number | undefined) => Promise<T>) => {
    const [file] = uploadedFiles(ctx, 'bannerFile');
    if (!file) return write(undefined);
    const image = await ingestImage(media, { path: file.path, fileName: file.fileName });
    try {
      return await write(image.id);
    } catch (error) {
      await deleteImage(media, image.id).catch(() => undefined);
      throw error;
    }
  };

  router.get(paths.list, (ctx) => {
    ctx.body = events.list();
  });
  router.get(paths.record.pattern, (ctx) => answerRecord(ctx, events.get(id(ctx.params.id))));
  router.post(paths.create, bannerUpload, (ctx) => {
    const eventData = jsonField(ctx.request.body, 'eventData');
    return answer(
      ctx,
      withBanner(ctx, (bannerImageId) => events.create(eventData, bannerImageId)),
      201,
    );
  });
  router.patch(paths.record.pattern, bannerUpload, (ctx) => {
    const eventId = id(ctx.params.id);
    const eventData = jsonField(ctx.request.body, 'eventData');
    const version = expectedVersion(ctx);
    return answer(
      ctx,
      withBanner(ctx, (bannerImageId) => events.update(eventId, eventData, version, bannerImageId)),
    );
  });
  router.patch(paths.publish.pattern, (ctx) =>
    answer(ctx, events.publish(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(paths.record.pattern, (ctx) => answer(ctx, events.remove(id(ctx.params.id), expectedVersion(ctx))));
  return router;
}
