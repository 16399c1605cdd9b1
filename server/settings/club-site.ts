import type { Config } from '../config';
import type { ClubSettings } from './service';

/**
 * Who the club is at this moment, for what the server writes itself (page heads, feeds, calendars,
 * mails): its name, colour and logo from the settings, its address from PUBLIC_URL. Made per use,
 * so a change in the settings shows at once, without a restart.
 */
export type ClubSite = {
  clubName: string;
  publicUrl: string;
  /** #rrggbb. */
  themeColor: string;
  /** The logo's image, when the club has one. */
  logoUuid: string | null;
};

export function clubSiteOf(config: Pick<Config, 'publicUrl'>, settings: Pick<ClubSettings, 'public'>): ClubSite {
  const { club } = settings.public();
  return {
    // A name sent through the API could hold control characters: none in a title, a header or a calendar.
    clubName: club.name.replace(/[\u0000-\u001f\u007f]+/g, ' '),
    publicUrl: config.publicUrl,
    themeColor: club.themeColor,
    logoUuid: club.logo?.uuid ?? null,
  };
}
