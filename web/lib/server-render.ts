import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SiteConfig } from '../../server/contracts/site-config';

/**
 * What a page rendered on the server (web/entry-server.tsx) is told: the club's config of this
 * moment. The server writes the head's title and description itself (server/site/route-heads.ts), so
 * the page's own head tags are left to the browser.
 */
export type ServerRender = { siteConfig: SiteConfig };

const ServerRenderContext = createContext<ServerRender | undefined>(undefined);
export const ServerRenderProvider = ServerRenderContext.Provider;

/** The server's render, or undefined in the browser. */
export function useServerRender(): ServerRender | undefined {
  return useContext(ServerRenderContext);
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates its HTML, true after: for what only the
 * browser knows (its language), so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
