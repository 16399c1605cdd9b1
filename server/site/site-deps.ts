import type { DepsWith } from '../deps';
import type { ClubSettings } from '../settings/service';
import type { PublicReads } from './public-reads';

/** What the site's pages and files are made from: the ground deps, the club's settings and the public reads. */
export type SiteDeps = DepsWith<{ settings: ClubSettings; publicReads: PublicReads }>;
