import { PageMeta } from '../../../components/page-meta';
import { formatWalkDateTime, joinAddress } from '../../../lib/formatting';
import { mediaVariant } from '../../../lib/media';
import { plainText } from '../../../lib/plain-text';
import type { Event } from '../api/get-walk';
import { walkDetailTexts as texts } from './texts';

/** Title and description from the walk's name and intro, and its banner for link previews (SPEC §2). */
export function WalkDetailMeta({ walk }: { walk: Event }) {
  const description =
    plainText(walk.intro) ||
    texts.fallbackDescription(walk.name, formatWalkDateTime(walk.startDateTime, null), joinAddress(walk.location));
  return (
    <>
      <PageMeta title={walk.name} description={description} />
      <meta property="og:title" content={walk.name} />
      <meta property="og:description" content={description} />
      {walk.banner && (
        <meta
          property="og:image"
          content={new URL(mediaVariant(walk.banner.cdnUrl, '1200x630'), window.location.origin).href}
        />
      )}
    </>
  );
}
