import type { SettledRead } from './page-reads';
import type { SiteConfig } from './site-config';

/**
 * What the server and the web app's server entry (web/entry-server.tsx, built by `vite build --ssr`
 * into build/ssr/) hand each other: the server reads a public page's answers, the entry renders it.
 */

/** A page's answers by their key (contracts/page-reads.ts): rendered from, and sent along for hydration. */
export type RouteData = Record<string, SettledRead>;

export type RenderedPage = {
  /** The markup of <div id="root">. */
  html: string;
  /** The page's own chunks, as the build's manifest names them (e.g. app/routes/members.tsx). */
  modules: string[];
};

/** Undefined for a page the browser renders itself (one that reads its query string: an unsubscribe link). */
export type PageRenderer = (
  path: string,
  siteConfig: SiteConfig,
  routeData: RouteData,
) => Promise<RenderedPage | undefined>;

/** The server entry's one export. */
export type CreatePageRenderer = () => PageRenderer;
