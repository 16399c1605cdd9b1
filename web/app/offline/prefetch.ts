import { offlineLimits, offlinePaths, type OfflineBatch } from '../../../server/contracts/offline';
import { isPublicApiPath } from '../../../server/contracts/api-paths';
import { blockImageCdnUrl, newsletterUrl, type Newsletter } from '../../features/newsletters/api/get-newsletter';
import { newslettersUrl, type NewsletterSummary } from '../../features/newsletters/api/get-newsletters';
import { nextOwnWalkUrl } from '../../features/walks/api/get-next-own-walk';
import { walkListUrl, type EventCard } from '../../features/walks/api/get-walk-lists';
import { mediaVariant } from '../../lib/media';
import { siteConfigUrl } from '../../lib/site-config';
import { lastPrefetchKey } from './last-prefetch';

/**
 * After a visit online, fetches what a walker may want to read offline later: the
 * upcoming walks with their details and (some) banners, the newest newsletters with a few photos, the
 * info pages and the club pages' data. The texts come in a few batches (server/contracts/offline.ts),
 * which the service worker saves answer by answer under the URLs the pages ask for (web/sw.ts); the
 * photos one by one, through the worker's media cache. Public URLs only. ./start-prefetch.ts decides when.
 */

/** Newsletters kept readable offline: the newest few (the server's batch carries these). */
export const newestNewsletters = offlineLimits.newestNewsletters;
/** Walks per list whose details are fetched: a season's worth, well inside the service worker's caps (400 answers). */
export const walksPerList = offlineLimits.walksPerList;
/** Own walks whose banner is fetched in the large size: the next ones a member will look at. */
export const ownBanners = 5;
/** Other clubs' walks whose banner is fetched, in the smaller size. */
export const otherBanners = 10;
/** Photos per newsletter: a phone's storage and data bundle are not ours to fill. */
export const photosPerNewsletter = 3;
/** Photos at a time: a background task, never in the way of what the walker does. */
const concurrency = 3;

/**
 * What is read ahead as text: the batches, and the club's settings that every page needs (an answer
 * of its own, saved by the worker's API route; it names nothing further).
 */
export const textUrls = [...Object.values(offlinePaths), siteConfigUrl];

/**
 * A banner variant in webp (as Chromium and Safari pick it): 1280 wide for the walk page's hero on
 * a phone's dense screen and on a desktop, 640 for the other clubs' walks. Offline, the service
 * worker answers any other size of the same photo with a saved one.
 */
export function bannerUrl(cdnUrl: string, size: '1280x1280' | '640x640' = '1280x1280'): string {
  return mediaVariant(cdnUrl, size, 'webp');
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

/** Only the public site's data and photos: never the admin's. */
export function isPublicUrl(url: string): boolean {
  return (isPublicApiPath(url) || url.startsWith('/media/')) && !url.startsWith('/admin');
}

/** A list answer (the own lists may answer a single walk, SPEC §7) as a list. */
const asList = <T>(answer: unknown): T[] => (!answer ? [] : Array.isArray(answer) ? (answer as T[]) : [answer as T]);

/** The photos worth keeping, read from the batches' answers (the URLs the pages ask for). */
export function photoUrls(answers: OfflineBatch['answers']): string[] {
  const own = asList<EventCard>(answers[walkListUrl('own', 'future')]);
  const other = asList<EventCard>(answers[walkListUrl('other', 'future')]);
  const next = answers[nextOwnWalkUrl] as EventCard | undefined;
  const newest = asList<NewsletterSummary>(answers[newslettersUrl]).slice(0, newestNewsletters);
  const newsletters = newest.flatMap(({ id }) => asList<Newsletter>(answers[newsletterUrl(id)]));
  return [...bannerUrls(next, own, other), ...newsletters.flatMap(newsletterImageUrls)];
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
  const answersOf = async (url: string): Promise<OfflineBatch['answers']> => {
    const response = await get(url, { Accept: 'application/json' });
    const batch = (await response?.json().catch(() => undefined)) as Partial<OfflineBatch> | undefined;
    return typeof batch?.answers === 'object' && batch.answers !== null ? batch.answers : {};
  };
  const media = async (url: string) => {
    // Read to the end, so the saved copy is whole.
    await (await get(url))?.blob().catch(() => undefined);
  };

  // First the texts, in a few batches; the worker has saved each answer by the time its fetch ends.
  const answers: OfflineBatch['answers'] = {};
  await inTurn(textUrls, async (url) => Object.assign(answers, await answersOf(url)));
  // Then the photos they name: the walks' banners, then the newsletters'.
  await inTurn(photoUrls(answers), media);

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
