import { probe } from './load';

/**
 * The public GETs the latency budget covers, and the pages and feeds read by link previews, search
 * engines and calendars; `{eventId}` is filled in from a live list.
 */
export const publicEndpoints = [
  '/api/events/own/future',
  '/api/events/future',
  '/api/events/past',
  '/api/events/own/next',
  '/api/members/board',
  '/api/members/count',
  '/api/website-pages',
  '/api/newsletters',
  '/api/events/{eventId}',
  '/api/site-config',
  '/eigenwandeltochten/{eventId}',
  '/sitemap.xml',
  '/api/newsletters/feed.xml',
  '/api/events/calendar.ics',
] as const;

type WalkLike = { id?: unknown; banner?: { uuid?: unknown } | null };

/** Walk lists to look in, most likely first: the spec's example takes its id from the own upcoming walks. */
const walkLists = ['/api/events/own/future', '/api/events/future', '/api/events/own/past', '/api/events/past'];

/**
 * An existing walk id (for /api/events/{id}) and a banner uuid (for /media), taken from
 * the server's own answers so the bench needs no knowledge of the seed.
 */
export async function findSamples(baseUrl: string): Promise<{ eventId?: number; bannerUuid?: string }> {
  let eventId: number | undefined;
  let bannerUuid: string | undefined;
  for (const list of walkLists) {
    const { body } = await probe(baseUrl, list);
    const walks: WalkLike[] = Array.isArray(body) ? (body as WalkLike[]) : [];
    eventId ??= walks.map((walk) => walk.id).find((id): id is number => typeof id === 'number');
    bannerUuid ??= walks.map((walk) => walk.banner?.uuid).find((uuid): uuid is string => typeof uuid === 'string');
    if (eventId !== undefined && bannerUuid !== undefined) break;
  }
  return { eventId, bannerUuid };
}

/** The endpoint paths with the walk id filled in; without a walk the detail endpoint is left out. */
export function resolveEndpoints(eventId: number | undefined): string[] {
  return publicEndpoints.flatMap((endpoint) => {
    if (!endpoint.includes('{eventId}')) return [endpoint];
    return eventId === undefined ? [] : [endpoint.replaceAll('{eventId}', String(eventId))];
  });
}
