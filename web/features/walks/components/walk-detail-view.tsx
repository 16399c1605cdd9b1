import { MediaImage } from '../../../components/media-image';
import { LazyPhotoGallery } from '../../../components/photo-gallery/lazy-photo-gallery';
import { RichText } from '../../../components/rich-text';
import { formatWalkDateTime, joinAddress } from '../../../lib/formatting';
import type { Event } from '../api/get-walk';
import { AddWalkToCalendar } from './calendar-links';
import { walkDetailTexts as texts } from './texts';
import { WalkDetailLocation } from './walk-detail-location';
import { htmlToText } from '../../../lib/plain-text';
import { WalkDetailMeta } from './walk-detail-meta';

/** A loaded walk: banner, facts, texts, the report or the map, and the photos (SPEC §2 "Walk detail"). */
export function WalkDetailView({ walk }: { walk: Event }) {
  const address = joinAddress(walk.location);
  const date = formatWalkDateTime(walk.startDateTime, walk.endTime);
  // An emptied editor leaves markup such as <p></p>: only text counts as a report.
  const hasReport = htmlToText(walk.report) !== '';
  return (
    <article>
      <WalkDetailMeta walk={walk} />
      {walk.banner && (
        <MediaImage
          className="walk-detail-banner"
          cdnUrl={walk.banner.cdnUrl}
          alt=""
          width={1280}
          height={720}
          sizes="(min-width: 72rem) 69rem, 100vw"
          eager
        />
      )}
      <h1 className="walk-detail-title">{walk.name}</h1>
      <dl className="walk-detail-facts">
        {date && (
          <div>
            <dt>{texts.date}</dt> <dd>{date}</dd>
          </div>
        )}
        <div>
          <dt>{texts.distances}</dt> <dd>{walk.distances?.trim() || texts.distanceUnknown}</dd>
        </div>
        {address && (
          <div>
            <dt>{texts.address}</dt> <dd>{address}</dd>
          </div>
        )}
        {walk.countParticipants !== null && (
          <div>
            <dt>{texts.participants}</dt> <dd>{walk.countParticipants}</dd>
          </div>
        )}
      </dl>
      <AddWalkToCalendar walk={walk} />
      <RichText html={walk.intro} className="walk-detail-intro" />
      <RichText html={walk.description} />
      {hasReport && (
        <section className="walk-detail-section" aria-labelledby="walk-detail-report">
          <h2 id="walk-detail-report">{texts.report}</h2>
          <RichText html={walk.report} />
        </section>
      )}
      {address && !hasReport && <WalkDetailLocation location={walk.location} address={address} />}
      {walk.photobook.length > 0 && (
        <section className="walk-detail-section" aria-labelledby="walk-detail-photos">
          <h2 id="walk-detail-photos">{texts.photos}</h2>
          <LazyPhotoGallery images={walk.photobook} label={walk.name} />
        </section>
      )}
    </article>
  );
}
