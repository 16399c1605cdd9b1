import path from 'node:path';
import type Router from '@koa/router';
import type { Context } from 'koa';
import send from 'koa-send';
import type { Deps } from '../deps';
import { mediaFormats, mediaSizes, uuidSchema, type MediaFormat, type MediaSize } from '../contracts';
import { NotFoundError } from '../errors';
import { createRouter } from '../http/router';
import { imageJobs } from './codec';
import { DamagedOriginalError, variantFile } from './files';

export const mediaRouteTexts = { notFound: 'Deze foto bestaat niet.' } as const;

const variantPattern = new RegExp(`^(${mediaSizes.join('|')})\\.(${mediaFormats.join('|')})$`);
const immutable = 'public, max-age=31536000, immutable';

/**
 * GET /media/{uuid}/ (the 1280 JPEG) and /media/{uuid}/{w}x{h}.{jpg|webp}.
 * Only the listed sizes exist; the original upload is never served.
 */
export function mediaRoutes({ config, log }: Deps): Router {
  const router = createRouter();
  const media = { uploadsDir: config.uploadsDir, jobs: imageJobs(config.imageJobs) };

  const serve = async (ctx: Context, uuid: string | undefined, size: MediaSize, format: MediaFormat) => {
    const parsed = uuidSchema.safeParse(uuid);
    if (!parsed.success) throw new NotFoundError(mediaRouteTexts.notFound);
    const file = await variantFile(media, parsed.data.toLowerCase(), size, format).catch((error: unknown) => {
      if (!(error instanceof DamagedOriginalError)) throw error;
      // Nothing a visitor did wrong, and nothing they can see: the photo is simply not there.
      log.warn(error.message);
      return undefined;
    });
    if (!file) throw new NotFoundError(mediaRouteTexts.notFound);
    // koa-send adds the length, Last-Modified and HEAD handling; no precompressed copies to look for.
    await send(ctx, path.relative(config.uploadsDir, file), {
      root: config.uploadsDir,
      brotli: false,
      gzip: false,
      setHeaders: (res) => res.setHeader('Cache-Control', immutable),
    });
  };

  router.get('/media/:uuid', (ctx) => serve(ctx, ctx.params.uuid, '1280x1280', 'jpg'));
  router.get('/media/:uuid/', (ctx) => serve(ctx, ctx.params.uuid, '1280x1280', 'jpg'));
  router.get('/media/:uuid/:variant', (ctx) => {
    const match = variantPattern.exec(ctx.params.variant ?? '');
    if (!match) throw new NotFoundError(mediaRouteTexts.notFound);
    return serve(ctx, ctx.params.uuid, match[1] as MediaSize, match[2] as MediaFormat);
  });
  return router;
}
