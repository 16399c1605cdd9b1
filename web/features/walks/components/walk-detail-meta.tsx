import { PageMeta } from '../../../components/page-meta';
import { formatWalkDateTime, joinAddress } from '../../../lib/formatting';
import { mediaVariant } from '../../../lib/media';
import type { Event } from '../api/get-walk';
import { walkDetailTexts as texts } from './texts';

/** Search engines show about this many characters of a description. */
const descriptionLength = 160;

/** The text of rich-text HTML, tags dropped and entities decoded, white space collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Title and description from the walk's name and intro, and its banner for link previews (SPEC §2). */
export function WalkDetailMeta({ walk }: { walk: Event }) {
  const description =
    shorten(htmlToText(walk.intro), descriptionLength) ||
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
