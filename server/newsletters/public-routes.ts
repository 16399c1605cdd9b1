import type Router from '@koa/router';
import { apiPaths } from '../contracts';
import type { DepsWith } from '../deps';
import { createTextCache } from '../http/text-cache';
import { createRouter } from '../http/router';
import { clubSiteOf } from '../settings/club-site';
import type { ClubSettings } from '../settings/service';
import { newsletterFeedXml } from './feed';
import { newsletterTexts, publicNewsletters } from './service';
import { parseId } from '../validation';

/** GET /api/newsletters/… (SPEC §7); the list is a public read (server/site/public-reads.ts). */
export function publicNewsletterRoutes({ config, store, services }: DepsWith<{ settings: ClubSettings }>): Router {
  const newsletters = publicNewsletters(store);
  const sendFeed = createTextCache('application/rss+xml; charset=utf-8');
  const router = createRouter();
  const paths = apiPaths.newsletters;

  // Before '/:id', which would take 'feed.xml' for an id.
  router.get(paths.feed, (ctx) =>
    sendFeed(ctx, 'feed', `${newsletters.revision({ images: true })}/${services.settings.revision()}`, () =>
      newsletterFeedXml(clubSiteOf(config, services.settings), store),
    ),
  );
  router.get(paths.newsletter.pattern, (ctx) => {
    ctx.body = newsletters.get(parseId(ctx.params.id, newsletterTexts.notFound));
  });
  return router;
}
