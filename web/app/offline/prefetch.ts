import { aidsUrl } from '../../features/club/api/get-aids';
import { boardUrl } from '../../features/club/api/get-board';
import { memberCountUrl } from '../../features/club/api/get-member-count';
import { pageUrl } from '../../features/info-pages/api/get-page';
import { pageSummariesUrl, type PageSummary } from '../../features/info-pages/api/get-page-summaries';
import { blockImageCdnUrl, newsletterUrl, type Newsletter } from '../../features/newsletters/api/get-newsletter';
import { newslettersUrl, type NewsletterSummary } from '../../features/newsletters/api/get-newsletters';
import { nextOwnWalkUrl } from '../../features/walks/api/get-next-own-walk';
import { walkUrl } from '../../features/walks/api/get-walk';
import { walkListUrl, type EventCard } from '../../features/walks/api/get-walk-lists';
import { mediaVariant } from '../../lib/media';
import { bearerHeader } from '../../lib/session-token';
import { siteConfigUrl } from '../../lib/site-config';
import { lastPrefetchKey } from './start-prefetch';

/**
 * After a visit online, fetches what a walker may want to read offline later (issue 6): the
 * upcoming walks with their details and banners, the newest newsletters with their photos, the
 * info pages and the club pages' data. Through the page's own fetch with the very URLs the
 * pages ask for, so the service worker's routes keep the answers (web/sw.ts). Public URLs only.
 */

/** Newsletters kept readable offline: the newest few. */
export const newestNewsletters = 5;
/** Walks per list: a season's worth, well inside the service worker's caps (400 answers, 250 photos). */
export const walksPerList = 20;
/** Requests at a time: a background task, never in the way of what the walker does. */
const concurrency = 3;

/**
 * The banner variant the walk page most likely shows: its hero spans the page (1280 wide on a
 * phone's dense screen and on a desktop), in webp as Chromium and Safari pick it. Offline, the
 * service worker answers any other size of the same photo with a saved one.
 */
export function bannerUrl(cdnUrl: string): string {
  return mediaVariant(cdnUrl, '1280x1280', 'webp');
}

/** The walks to fetch ahead: the next own walk, then each list's first ones, each walk once. */
export function walksToFetch(next: EventCard | undefined, lists: EventCard[][]): EventCard[] {
  const seen = new Set<number>();
  const walks: EventCard[] = [];
  for (const walk of [...(next ? [next] : []), ...lists.flatMap((list) => list.slice(0, walksPerList))]) {
    if (seen.has(walk.id)) continue;
    seen.add(walk.id);
    walks.push(walk);
  }
  return walks;
}

/** A walk's detail and banner. */
export function walkUrls(walk: Pick<EventCard, 'id' | 'banner'>): string[] {
  return [walkUrl(walk.id), ...(walk.banner ? [bannerUrl(walk.banner.cdnUrl)] : [])];
}

/** The photos of a newsletter's blocks, as its page shows them. */
export function newsletterImageUrls(newsletter: Pick<Newsletter, 'blocks'>): string[] {
  return newsletter.blocks.flatMap((block) => (block.imageId ? [bannerUrl(blockImageCdnUrl(block.imageId))] : []));
}

/** Only the public site's data and photos: never the admin's. */
export function isPublicUrl(url: string): boolean {
  return (url.startsWith('/api/') || url.startsWith('/media/')) && !url.startsWith('/admin');
}

export async function prefetchForOffline(): Promise<void> {
  let answered = 0;
  const get = async (url: string, headers: Record<string, string> = {}): Promise<Response | undefined> => {
    if (!isPublicUrl(url)) return undefined;
    try {
      // Low priority: the page the walker looks at goes first.
      const response = await fetch(url, { headers, priority: 'low' });
      if (!response.ok) throw new Error(`${response.status}`);
      answered += 1;
      return response;
    } catch (error) {
      console.debug(`Offline ophalen mislukt (${url}):`, error);
      return undefined;
    }
  };
  const json = async <T>(url: string, headers: Record<string, string> = {}): Promise<T | undefined> => {
    const response = await get(url, { Accept: 'application/json', ...headers });
    if (!response || response.status === 204) return undefined;
    return (await response.json().catch(() => undefined)) as T | undefined;
  };
  const media = async (url: string) => {
    // Read to the end, so the saved copy is whole.
    await (await get(url))?.blob().catch(() => undefined);
  };

  // First the lists: they name the details and photos.
  let ownWalks: EventCard[] | EventCard | undefined;
  let otherWalks: EventCard[] | EventCard | undefined;
  let next: EventCard | undefined;
  let newsletters: NewsletterSummary[] | undefined;
  let pages: PageSummary[] | undefined;
  await inTurn<() => Promise<unknown>>(
    [
      // The own lists go with the bearer header, as the walk pages send them.
      async () => (ownWalks = await json(walkListUrl('own', 'future'), bearerHeader())),
      async () => (otherWalks = await json(walkListUrl('other', 'future'))),
      async () => (next = await json(nextOwnWalkUrl)),
      async () => (newsletters = await json(newslettersUrl)),
      async () => (pages = await json(pageSummariesUrl)),
      () => json(siteConfigUrl),
      () => json(boardUrl),
      () => json(aidsUrl),
      () => json(memberCountUrl),
    ],
    (task) => task(),
  );

  const asList = <T>(answer: T[] | T | undefined): T[] => (!answer ? [] : Array.isArray(answer) ? answer : [answer]);
  const walks = walksToFetch(next, [asList(ownWalks), asList(otherWalks)]);
  const newest = asList(newsletters).slice(0, newestNewsletters);
  const photos: string[] = [];

  // Then the details (and the walks' banners, named by the lists).
  await inTurn<() => Promise<unknown>>(
    [
      ...walks.flatMap((walk) =>
        walkUrls(walk).map((url) => () => (url.startsWith('/media/') ? media(url) : json(url))),
      ),
      ...newest.map((newsletter) => async () => {
        const full = await json<Newsletter>(newsletterUrl(newsletter.id));
        if (full) photos.push(...newsletterImageUrls(full));
      }),
      ...asList(pages).map((page) => () => json(pageUrl(page.link))),
    ],
    (task) => task(),
  );
  // Last the newsletters' photos.
  await inTurn(photos, media);

  if (answered > 0) {
    try {
      localStorage.setItem(lastPrefetchKey, String(Date.now()));
    } catch {
      // Without storage the next visit fetches again: no harm.
    }
  }
}

/** Runs `work` over `items`, a few at a time. */
async function inTurn<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let index = 0;
  const worker = async () => {
    while (index < items.length) {
      const item = items[index++] as T;
      await work(item).catch((error: unknown) => console.debug('Offline ophalen mislukt:', error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
