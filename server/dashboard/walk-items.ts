import { walkReportDays, walksWithoutReportShown, type NextOwnWalk, type WalkWithoutReport } from '../contracts';
import { isBlankRichText } from '../infra/rich-text';
import { brusselsLocal, splitByTime, walkEndsAt } from '../infra/walk-time';
import type { Store } from '../store';

const day = 24 * 60 * 60 * 1000;

/** The own walks on the dashboard: the next one (published or not), and recent ones still missing their report or photos. */
export function ownWalkItems(
  store: Store,
  now: Date,
): { nextOwnWalk: NextOwnWalk | null; walksWithoutReport: { count: number; shown: WalkWithoutReport[] } } {
  const { upcoming, past } = splitByTime(
    store.events.filter((walk) => walk.own),
    now,
  );
  const [next] = upcoming;
  // Only what the public sees waits for a report: an unpublished past walk was a draft or called off.
  const since = brusselsLocal(new Date(now.getTime() - walkReportDays * day));
  const missing = past
    .filter((walk) => walk.published && (walkEndsAt(walk) ?? '') >= since)
    .map((walk) => ({
      id: walk.id,
      name: walk.name,
      startDateTime: walk.startDateTime,
      hasReport: !isBlankRichText(walk.report),
      hasPhotos: walk.photobookImageIds.length > 0,
    }))
    .filter((walk) => !walk.hasReport || !walk.hasPhotos);
  return {
    nextOwnWalk: next
      ? {
          id: next.id,
          name: next.name,
          startDateTime: next.startDateTime,
          published: next.published,
          hasBanner: next.bannerImageId !== null,
        }
      : null,
    walksWithoutReport: { count: missing.length, shown: missing.slice(0, walksWithoutReportShown) },
  };
}
