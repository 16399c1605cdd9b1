import type { SiteConfig } from './site-config';

/**
 * What the server gets from the web app's server entry (web/entry-server.tsx, built by
 * `vite build --ssr` into build/ssr/): a public page as HTML, with what it was rendered from.
 */
export type RenderedPage = {
  /** The markup of <div id="root">. */
  html: string;
  /** The answers of the page's data functions, per route: the browser hydrates from these. */
  routeData: Record<string, unknown>;
  /** The page's own chunks, as the build's manifest names them (e.g. app/routes/members.tsx). */
  modules: string[];
};

/** How the pages' requests are answered on the server: in-process, by the server's own API. */
export type InProcessFetch = (path: string, init: RequestInit) => Promise<Response>;

/** Undefined for a page the browser renders itself (one that reads its query string: an unsubscribe link). */
export type PageRenderer = (path: string, siteConfig: SiteConfig) => Promise<RenderedPage | undefined>;

/** The server entry's one export. */
export type CreatePageRenderer = (send: InProcessFetch) => PageRenderer;
