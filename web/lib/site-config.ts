import { useEffect, useSyncExternalStore } from 'react';
import type { PublicSettings } from '../../server/contracts/settings';
import type { SiteConfig } from '../../server/contracts/site-config';
import { siteConfigElementId } from '../../server/contracts/site-config-element';
import { apiPaths } from '../../server/contracts/api-paths';
import { apiGet } from './api-client';
import { useServerRender } from './server-render';
import { neutralSettings, readEmbeddedSiteConfig, readSiteConfig } from './site-config-read';
import { applyThemeColour } from './theme-colour';

export type { PublicSettings, SiteConfig };

export const siteConfigUrl = apiPaths.siteConfig;

const listeners = new Set<() => void>();

/**
 * The config: the one the server wrote into the page, read at once so the first render already
 * shows the club; a page from the service worker's precached shell has none and fetches it.
 */
let current: SiteConfig | undefined =
  typeof document === 'undefined' ? undefined : readEmbeddedSiteConfig(document.getElementById(siteConfigElementId));
let pending: Promise<SiteConfig> | undefined = current && Promise.resolve(current);
if (current) applyThemeColour(current.settings.club.themeColor);

function setCurrent(config: SiteConfig): SiteConfig {
  current = config;
  applyThemeColour(config.settings.club.themeColor);
  for (const listener of listeners) listener();
  return config;
}

/** Fetches /api/site-config once per page load unless the page came with it; a failure may be retried. */
export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= apiGet<unknown>(siteConfigUrl).then(
    (answer) => {
      const config = readSiteConfig(answer);
      if (!config) throw new Error('Ongeldige siteconfiguratie.');
      return setCurrent(config);
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

/** The site config, or undefined while it loads. */
export function useSiteConfig(): SiteConfig | undefined {
  const server = useServerRender();
  const config = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (!current) loadSiteConfig().catch(() => undefined);
  }, []);
  return server?.siteConfig ?? config;
}

/** The club's public settings; neutral (no name, no texts) until the config is there. */
export function useSettings(): PublicSettings {
  return useSiteConfig()?.settings ?? neutralSettings;
}

/** The club's name; '' until the config is there, never another club's. */
export function useClubName(): string {
  return useSettings().club.name;
}
