import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { EventRecord } from '../contracts';
import { createJsonCache, createTextCache } from '../middleware/cached-json';
import { createRouter } from '../middleware/router';
import { calendarFeed, calendarFileName, upcomingWalks, walkCalendar } from './calendar';
import { eventTexts, publicWalks, type WalkKind } from './service';
import { brusselsLocal } from './walk-time';
import { parseId } from '../validation';

/** GET /api/events/… (SPEC §7): published walks only. */
export function publicEventRoutes({ config, store, now }: AppDeps): Router {
  const walks = publicWalks(store, now);
  const sendCached = createJsonCache();
  // Lists change with the walks, their images, and the minute a walk ends.
  const revision = () => `${store.events.revision}.${store.images.revision}.${brusselsLocal(now())}`;
  const router = createRouter();
  const base = '/api/events';

  const list = (path: string, kind: WalkKind, when: 'upcoming' | 'past' | 'all') =>
    router.get(`${base}${path}`, (ctx) => sendCached(ctx, path, revision(), () => walks[when](kind)));

  list('/future', 'other', 'upcoming');
  list('/past', 'other', 'past');
  list('/own/future', 'own', 'upcoming');
  list('/own/past', 'own', 'past');
  list('/euraudax', 'euraudax', 'all');
  router.get(`${base}/own/next`, (ctx) => sendCached(ctx, '/own/next', revision(), () => walks.nextOwn()));

  // Calendar apps poll the feed: which walks are upcoming is worked out once a minute (at most), and
  // the calendar is built again only when the walks changed or one has ended.
  const sendCalendar = createTextCache('text/calendar; charset=utf-8');
  let upcoming = { minute: '', key: '', walks: [] as EventRecord[] };
  router.get(`${base}/calendar.ics`, (ctx) => {
    const minute = `${store.events.revision}.${brusselsLocal(now())}`;
    if (minute !== upcoming.minute) {
      const walks = upcomingWalks(store, now());
      upcoming = { minute, key: `${store.events.revision}.${walks.map((walk) => walk.id).join(',')}`, walks };
    }
    const { key, walks } = upcoming;
    sendCalendar(ctx, 'feed', key, () => calendarFeed(config, walks));
  });
  router.get(`${base}/:id/calendar.ics`, (ctx) => {
    const walk = walks.get(parseId(ctx.params.id, eventTexts.notFound));
    const body = walkCalendar(config, walk);
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
