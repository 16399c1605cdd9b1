import { formatWalkStart, joinAddress, pageHeadTexts } from '../../../../server/contracts/page-heads';
import { PageMeta } from '../../../components/page-meta';
import { plainText } from '../../../lib/plain-text';
import type { Event } from '../api/get-walk';

/**
 * Title and description from the walk's name and intro (SPEC §2), as the server wrote them into the
 * page for link previews (server/site/route-heads.ts), which also carry the banner.
 */
export function WalkDetailMeta({ walk }: { walk: Event }) {
  const description =
    plainText(walk.intro) ||
    pageHeadTexts.walk.fallbackDescription(walk.name, formatWalkStart(walk.startDateTime), joinAddress(walk.location));
  return <PageMeta title={walk.name} description={description} />;
}
