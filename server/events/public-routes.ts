import type Router from '@koa/router';
import { offlinePaths } from '../contracts';
import type { AppDeps } from '../deps';
import { createJsonCache, createTextCache } from '../middleware/cached-json';
import { createRouter } from '../middleware/router';
import { clubSiteOf } from '../settings/club-site';
import { calendarFeed, calendarFileName, upcomingCalendarWalks, walkCalendar } from './calendar';
import { eventTexts, publicWalks, type WalkKind } from './service';
import { parseId } from '../validation';

/** GET /api/events/… (SPEC §7): published walks only. */
export function publicEventRoutes({ config, store, services, now }: AppDeps): Router {
  const site = () => clubSiteOf(config, services.settings);
  const walks = publicWalks(store, now);
  const sendCached = createJsonCache();
  const router = createRouter();
  const base = '/api/events';

  const list = (path: string, kind: WalkKind, when: 'upcoming' | 'past' | 'all') =>
    router.get(`${base}${path}`, (ctx) => sendCached(ctx, path, walks.revision(), () => walks[when](kind)));

  list('/future', 'other', 'upcoming');
  list('/past', 'other', 'past');
  list('/own/future', 'own', 'upcoming');
  list('/own/past', 'own', 'past');
  list('/euraudax', 'euraudax', 'all');
  router.get(`${base}/own/next`, (ctx) => sendCached(ctx, '/own/next', walks.revision(), () => walks.nextOwn()));
  // The batch for offline reading (contracts/offline.ts): the same answers as the URLs it names.
  router.get(offlinePaths.walks, (ctx) => sendCached(ctx, 'offline', walks.revision(), walks.offline));

  const sendCalendar = createTextCache('text/calendar; charset=utf-8');
  const upcoming = upcomingCalendarWalks(store, now);
  router.get(`${base}/calendar.ics`, (ctx) => {
    const { key, walks } = upcoming();
    sendCalendar(ctx, 'feed', `${key}/${services.settings.revision()}`, () => calendarFeed(site(), walks));
  });
  router.get(`${base}/:id/calendar.ics`, (ctx) => {
    const walk = walks.get(parseId(ctx.params.id, eventTexts.notFound));
    const body = walkCalendar(site(), walk);
    ctx.set('Content-Disposition', `attachment; filename="${calendarFileName(walk)}"`);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = body;
  });
  router.get(`${base}/:id`, (ctx) => {
    ctx.body = walks.get(parseId(ctx.params.id, eventTexts.notFound));
  });
  return router;
}
