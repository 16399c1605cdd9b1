import { apiPaths, offlineLimits, type Event, type EventCard, type EventRecord, type OfflineBatch } from '../contracts';
import { NotFoundError } from '../errors';
import { resolveImage, resolveImages } from '../images/service';
import type { Store } from '../store';
import { brusselsLocal, splitByTime } from '../infra/walk-time';

export const eventTexts = {
  notFound: 'Deze wandeltocht bestaat niet of is niet gepubliceerd.',
} as const;

/** The client's view of a walk: image ids resolved to images. */
export function toEvent(store: Store, record: EventRecord): Event {
  const { bannerImageId, photobookImageIds, ...rest } = record;
  return { ...rest, banner: resolveImage(store, bannerImageId), photobook: resolveImages(store, photobookImageIds) };
}

/** A list entry: the card's fields only, so long lists stay small on a phone. */
export function toEventCard(store: Store, record: EventRecord): EventCard {
  const { bannerImageId, photobookImageIds: _photobook, description: _description, report: _report, ...rest } = record;
  return { ...rest, banner: resolveImage(store, bannerImageId) };
}

/** The walks the public may see: the one place of the "published only" rule for walks. */
export function publishedWalks(store: Store): EventRecord[] {
  return store.events.filter((walk) => walk.published);
}

/** One walk the public may see; undefined when it does not exist or is not published. */
export function publishedWalk(store: Store, id: number): EventRecord | undefined {
  const record = store.events.get(id);
  return record?.published ? record : undefined;
}

export type WalkKind = 'own' | 'other' | 'euraudax';

/** The walks whose details are read ahead for offline use: the next own walk, then each list's first ones, each once. */
export function walksAhead<T extends { id: number }>(next: T | null, lists: T[][]): T[] {
  const byId = new Map<number, T>();
  for (const walk of [...(next ? [next] : []), ...lists.flatMap((list) => list.slice(0, offlineLimits.walksPerList))]) {
    if (!byId.has(walk.id)) byId.set(walk.id, walk);
  }
  return [...byId.values()];
}

const kindFilters: Record<WalkKind, (walk: EventRecord) => boolean> = {
  own: (walk) => walk.own,
  other: (walk) => !walk.own,
  euraudax: (walk) => walk.euraudax,
};

/** The public reads of walks: published only, split and ordered in Belgian time. */
export function publicWalks(store: Store, now: () => Date) {
  const published = (kind: WalkKind) => {
    const matches = kindFilters[kind];
    return splitByTime(publishedWalks(store).filter(matches), now());
  };
  const answer = (records: EventRecord[]) => records.map((record) => toEventCard(store, record));

  const get = (id: number): Event => {
    const record = publishedWalk(store, id);
    if (!record) throw new NotFoundError(eventTexts.notFound);
    return toEvent(store, record);
  };
  const nextOwn = (): Event | null => {
    const [next] = published('own').upcoming;
    return next ? toEvent(store, next) : null;
  };

  return {
    /** Lists change with the walks, their images, and the minute a walk ends: their cache key. */
    revision: () => `${store.events.revision}.${store.images.revision}.${brusselsLocal(now())}`,
    get,
    upcoming: (kind: WalkKind) => answer(published(kind).upcoming),
    past: (kind: WalkKind) => answer(published(kind).past),
    /** Upcoming first (soonest first), then past (latest first). */
    all: (kind: WalkKind) => {
      const { upcoming, past } = published(kind);
      return answer([...upcoming, ...past]);
    },
    nextOwn,
    /** The upcoming lists, the next own walk and the first walks' details, as their own URLs answer them. */
    offline(): OfflineBatch {
      const own = answer(published('own').upcoming);
      const other = answer(published('other').upcoming);
      const next = nextOwn();
      const answers: Record<string, unknown> = {
        [apiPaths.events.lists.own.future]: own,
        [apiPaths.events.lists.other.future]: other,
      };
      // No next walk answers a 204, which is never saved: no entry either.
      if (next) answers[apiPaths.events.ownNext] = next;
      for (const walk of walksAhead(next, [own, other])) answers[apiPaths.events.walk(walk.id)] = get(walk.id);
      return { answers };
    },
  };
}
