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
import { lastPrefetchKey } from './last-prefetch';

/**
 * After a visit online, fetches what a walker may want to read offline later (issue 6): the
 * upcoming walks with their details and (some) banners, the newest newsletters with a few photos, the
 * info pages and the club pages' data. Through the page's own fetch with the very URLs the
 * pages ask for, so the service worker's routes keep the answers (web/sw.ts). Public URLs only.
 */

/** Newsletters kept readable offline: the newest few. */
export const newestNewsletters = 5;
/** Walks per list whose details are fetched: a season's worth, well inside the service worker's caps (400 answers). */
export const walksPerList = 20;
/** Own walks whose banner is fetched in the large size: the next ones a member will look at. */
export const ownBanners = 5;
/** Other clubs' walks whose banner is fetched, in the smaller size. */
export const otherBanners = 10;
/** Photos per newsletter: a phone's storage and data bundle are not ours to fill. */
export const photosPerNewsletter = 3;
/** Requests at a time: a background task, never in the way of what the walker does. */
const concurrency = 3;

/**
 * A banner variant in webp (as Chromium and Safari pick it): 1280 wide for the walk page's hero on
 * a phone's dense screen and on a desktop, 640 for the other clubs' walks. Offline, the service
 * worker answers any other size of the same photo with a saved one.
 */
export function bannerUrl(cdnUrl: string, size: '1280x1280' | '640x640' = '1280x1280'): string {
  return mediaVariant(cdnUrl, size, 'webp');
}

/** The walks whose details are fetched ahead: the next own walk, then each list's first ones, each walk once. */
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

type WithBanner = Pick<EventCard, 'id' | 'banner'>;

/** The banners fetched ahead: the next own walk's and the first own ones large, the first other walks' small. */
export function bannerUrls(next: WithBanner | undefined, own: WithBanner[], other: WithBanner[]): string[] {
  const urls = new Set<string>();
  for (const walk of [...(next ? [next] : []), ...own.slice(0, ownBanners)]) {
    if (walk.banner) urls.add(bannerUrl(walk.banner.cdnUrl));
  }
  for (const walk of other.slice(0, otherBanners)) {
    if (walk.banner) urls.add(bannerUrl(walk.banner.cdnUrl, '640x640'));
  }
  return [...urls];
}

/** The photos of a newsletter's first blocks, as its page shows them. */
export function newsletterImageUrls(newsletter: Pick<Newsletter, 'blocks'>): string[] {
  return newsletter.blocks
    .flatMap((block) => (block.imageId ? [bannerUrl(blockImageCdnUrl(block.imageId))] : []))
    .slice(0, photosPerNewsletter);
}

/** What the browser says of the connection (navigator.connection, Chromium only). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** Photos only when the walker did not ask to save data and the network is better than 2G. */
export function photosWelcome(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
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
  // On a data-saving or 2G connection only the texts: they are what a walker needs on the way.
  const withPhotos = photosWelcome((navigator as Navigator & { connection?: ConnectionHints }).connection);
  const photos: string[] = withPhotos ? bannerUrls(next, asList(ownWalks), asList(otherWalks)) : [];

  // Then the details (the texts of every walk, newsletter and info page).
  await inTurn<() => Promise<unknown>>(
    [
      ...walks.map((walk) => () => json(walkUrl(walk.id))),
      ...newest.map((newsletter) => async () => {
        const full = await json<Newsletter>(newsletterUrl(newsletter.id));
        if (full && withPhotos) photos.push(...newsletterImageUrls(full));
      }),
      ...asList(pages).map((page) => () => json(pageUrl(page.link))),
    ],
    (task) => task(),
  );
  // Last the photos: the walks' banners, then the newsletters'.
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
