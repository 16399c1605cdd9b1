import type Router from '@koa/router';
import { apiPaths } from '../contracts';
import type { DepsWith } from '../deps';
import { createTextCache } from '../http/text-cache';
import { createRouter } from '../http/router';
import { clubSiteOf } from '../settings/club-site';
import type { ClubSettings } from '../settings/service';
import { calendarFeed, calendarFileName, upcomingCalendarWalks, walkCalendar } from './calendar';
import { eventTexts, publicWalks } from './service';
import { parseId } from '../validation';

/** GET /api/events/… (SPEC §7): published walks only. The lists are public reads (server/site/public-reads.ts). */
export function publicEventRoutes({ config, store, services, now }: DepsWith<{ settings: ClubSettings }>): Router {
  const site = () => clubSiteOf(config, services.settings);
  const walks = publicWalks(store, now);
  const router = createRouter();
  const paths = apiPaths.events;

  const sendCalendar = createTextCache('text/calendar; charset=utf-8');
  const upcoming = upcomingCalendarWalks(store, now);
  router.get(paths.calendar, (ctx) => {
    const { key, walks } = upcoming();
    sendCalendar(ctx, 'feed', `${key}/${services.settings.revision()}`, () => calendarFeed(site(), walks));
  });
  router.get(paths.walkCalendar.pattern, (ctx) => {
    const walk = walks.get(parseId(ctx.params.id, eventTexts.notFound));
    const body = walkCalendar(site(), walk);
    ctx.set('Content-Disposition', `attachment; filename="${calendarFileName(walk)}"`);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = body;
  });
  router.get(paths.walk.pattern, (ctx) => {
    ctx.body = walks.get(parseId(ctx.params.id, eventTexts.notFound));
  });
  return router;
}
