import { Link } from '../lib/router';
import type { EventCard } from '../../server/contracts/event';
import { formatLocation, formatWalkDate } from '../lib/formatting';
import { useHydrated } from '../lib/server-render';
import { MediaImage } from './media-image';
import { RichText } from './rich-text';

type WalkCardProps = {
  walk: EventCard & { title?: string; date?: string };
  /** Where the card leads: the walk's detail on the list's own route. */
  to: string;
  headingLevel?: 2 | 3;
  /** The first cards of a page may sit above the fold: load their banner at once. */
  eager?: boolean;
};

/**
 * A walk in a grid (SPEC §2 "Walk card"): banner, name, intro clamped to 2 lines, distances
 * badge, date and location. The name is the link; it stretches over the whole card.
 */
export function WalkCard({ walk, to, headingLevel = 3, eager = false }: WalkCardProps) {
  const Heading = `h${headingLevel}` as const;
  const when = walk.startDateTime ?? walk.date ?? null;
  // The page's language until hydrated (as the server wrote it), then the browser's (SPEC §2 "Walk card").
  const date = formatWalkDate(when, useHydrated() ? undefined : 'nl-BE');
  return (
    <article className="card walk-card">
      {walk.banner ? (
        <MediaImage
          className="walk-card-banner"
          cdnUrl={walk.banner.cdnUrl}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 48rem) 22rem, 100vw"
          eager={eager}
        />
      ) : (
        <div className="walk-card-banner walk-card-banner-empty" aria-hidden="true" />
      )}
      <div className="walk-card-body">
        <Heading className="walk-card-title">
          <Link to={to} className="stretched-link">
            {walk.name || walk.title}
          </Link>
        </Heading>
        <p className="walk-card-meta">
          <time dateTime={when ?? undefined}>{date}</time>
          <span className="walk-card-location">{formatLocation(walk.location)}</span>
        </p>
        {walk.distances && <span className="badge">{walk.distances}</span>}
        <RichText html={walk.intro} className="clamp clamp-2" />
      </div>
    </article>
  );
}
