import type { Config } from '../config';
import type { DepsWith } from '../deps';
import type { ClubSettings } from '../settings/service';
import type { SiteConfig } from '../contracts';

/** What the site's pages and files are made from: the ground deps and the club's settings. */
export type SiteDeps = DepsWith<{ settings: ClubSettings }>;

/** The site config of this moment: the club's public settings and the services the web app talks to. */
export function siteConfigOf({
  config,
  services,
}: {
  config: Config;
  services: { settings: ClubSettings };
}): SiteConfig {
  return {
    settings: services.settings.public(),
    settingsVersion: services.settings.version(),
    recaptchaSiteKey: config.recaptchaSiteKey ?? null,
    tileUrl: config.tileUrl,
    geocoderUrl: config.geocoderUrl ?? null,
    publicUrl: config.publicUrl,
  };
}
