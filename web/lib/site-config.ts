import { useEffect, useSyncExternalStore } from 'react';
import type { SiteConfig } from '../../server/contracts/site-config';
import { apiGet } from './api-client';

export type { SiteConfig };

/** Shown until /api/site-config has answered (and when it cannot, e.g. offline on a first visit). */
export const defaultClubName = 'De Houtlandstappers';

let current: SiteConfig | undefined;
let pending: Promise<SiteConfig> | undefined;
const listeners = new Set<() => void>();

export const siteConfigUrl = '/api/site-config';

/** Loads /api/site-config once per page load; a failed attempt may be retried by the next caller. */
export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= apiGet<SiteConfig>(siteConfigUrl).then(
    (config) => {
      current = config;
      for (const listener of listeners) listener();
      return config;
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
  const config = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (!current) loadSiteConfig().catch(() => undefined);
  }, []);
  return config;
}

/** The club's name, with the default until the config has loaded. */
export function useClubName(): string {
  return useSiteConfig()?.settings.club.name ?? defaultClubName;
}
