import type { Config } from '../config';
import type { ClubSettings } from '../settings/service';
import type { SiteConfig } from '../contracts';

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
