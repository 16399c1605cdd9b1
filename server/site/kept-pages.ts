import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { isAdminAreaPath, routeDataElementId, type SiteConfig } from '../contracts';
import type { RouteData } from '../contracts/page-render';
import type { SiteDeps } from './site-deps';
import { publicWalks } from '../events/service';
import { LruMap } from '../infra/lru-map';
import { clubSiteOf } from '../settings/club-site';
import { keptText, sendKeptText, type KeptText } from '../http/kept-text';
import { pageAssetTags } from './page-assets';
import { loadPageRenderer } from './page-render';
import type { PublicPage } from './public-page';
import { renderBudget } from './render-budget';
import { renderHead, withHead } from './render-head';
import { siteConfigOf } from './site-config';
import { renderSiteConfig, scriptJson, withSiteHead } from './site-head';

/** Pages kept at most; beyond it the one asked for longest ago goes. */
const maxKeptPages = 500;

/** Server renders: 30 at once, then 5 a second (render-budget.ts), pages and not-found pages alike. */
const renders = { burst: 30, perSecond: 5 };

/** Every admin screen is the same shell with the same head: one entry, whatever the path (no path is this key). */
const adminShellKey = 'admin area';

/** A page as kept: its HTML as a kept text (http/kept-text.ts), and how long it took to make. */
export type KeptPage = { status: 200; kept: KeptText; timing: string; served: boolean };

/** A page made for one answer: one that does not exist, or one sent as the shell beyond the render budget. */
export type OnePage = { status: number; html: string; timing: string };

/** The page with its rendered content in the root element, its data beside it and its chunk's files in the head. */
function withRenderedPage(html: string, content: string, routeData: RouteData, assetTags: string): string {
  const data = `<script type="application/json" id="${routeDataElementId}">${scriptJson(routeData)}</script>`;
  return html
    .replace('</head>', () => `${assetTags}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${content}</div>${data}`);
}

/**
 * The pages as the server makes them: the shell with the page's head and, for public pages, the page
 * rendered on the server (web/entry-server.tsx). Crawlers, link previews and walkers from a WhatsApp
 * link ask for the same pages again and again, so each existing page is kept under its own path until
 * the data, the club's settings, the build or the minute (a walk moves from upcoming to past) changes;
 * at most `maxKeptPages`, the least recently asked going first. Every render costs a few ms of the one
 * core, so renders share one budget: beyond it a page goes out as the shell with its head and status
 * (the browser renders it) and is not kept.
 */
export function keptPages({ config, store, services, log, now }: SiteDeps) {
  const manifestFile = path.join(config.distDir, '.vite', 'manifest.json');
  const renderer = loadPageRenderer(config.ssrDir, log);
  const walksNow = publicWalks(store, now);
  const mayRender = renderBudget(now, renders);
  const keptByPath = new LruMap<string, KeptPage>(maxKeptPages);
  // Requests for a page being made wait for it rather than render it again (after each change, at once).
  const making = new Map<string, Promise<KeptPage | OnePage>>();
  let madeFrom: { shell: string; revisions: string; siteConfig?: SiteConfig } = { shell: '', revisions: '' };
  let siteHtml = '';
  let assetsFor: (modules: string[]) => string = () => '';

  /** Forgets every kept page when what they were made from changed. */
  async function current(shell: string): Promise<void> {
    const revisions = [
      walksNow.revision(),
      ...(['newsletters', 'pages', 'members'] as const).map((name) => store[name].revision),
      services.settings.revision(),
    ].join('.');
    if (shell === madeFrom.shell && revisions === madeFrom.revisions) return;
    keptByPath.clear();
    making.clear();
    // The build that wrote the shell wrote its manifest: read again with a new shell only.
    if (shell !== madeFrom.shell) {
      const manifest = await readFile(manifestFile, 'utf8').catch(() => undefined);
      assetsFor = manifest ? pageAssetTags(manifest) : () => '';
    }
    const siteConfig = siteConfigOf({ config, services });
    // The settings' part of the head is the same on every page (and can hold long texts): made once.
    madeFrom = { shell, revisions, siteConfig };
    siteHtml = renderSiteConfig(siteConfig);
  }

  async function make(shell: string, pagePath: string, page: PublicPage, key: string): Promise<KeptPage | OnePage> {
    const started = performance.now();
    const { head } = page;
    const from = madeFrom;
    const headHtml = renderHead(head, clubSiteOf(config, services.settings));
    let html = withSiteHead(withHead(shell, headHtml), siteHtml);
    const render = isAdminAreaPath(pagePath) ? undefined : await renderer();
    const overBudget = render !== undefined && from.siteConfig !== undefined && !mayRender();
    if (render && from.siteConfig && !overBudget) {
      try {
        const routeData = page.routeData();
        const content = await render(pagePath, from.siteConfig, routeData);
        if (content) html = withRenderedPage(html, content.html, routeData, assetsFor(content.modules));
      } catch (error) {
        // The shell still works: the app renders the page in the browser.
        log.error(`Pagina ${pagePath} kon niet op de server getekend worden:`, error);
      }
    }
    // Server-Timing: how long this page took to make (kept pages say so), for an operator's browser tools.
    const timing = `page;desc="${overBudget ? 'shell' : 'rendered'}";dur=${(performance.now() - started).toFixed(1)}`;
    if (head.status !== 200 || overBudget) return { status: head.status, html, timing };
    const entry: KeptPage = { status: 200, kept: keptText(html), timing, served: false };
    // Kept only when nothing changed while it rendered.
    if (from === madeFrom) keptByPath.set(key, entry);
    return entry;
  }

  return {
    /** The page kept under exactly this path, if any: only a page's own spelling is ever kept. */
    async kept(shell: string, requestPath: string): Promise<KeptPage | undefined> {
      await current(shell);
      return keptByPath.get(requestPath);
    },

    /**
     * The page at its own path (pageAddress): kept, or made (once for requests that come meanwhile).
     * Called in the same turn as the page was read (web-app.ts), so `current` sees the revisions it was read at.
     */
    async page(shell: string, pagePath: string, page: PublicPage): Promise<KeptPage | OnePage> {
      await current(shell);
      if (page.head.status !== 200) return make(shell, pagePath, page, pagePath);
      const key = isAdminAreaPath(pagePath) ? adminShellKey : pagePath;
      const found = keptByPath.get(key) ?? making.get(key);
      if (found) return found;
      const made = make(shell, pagePath, page, key);
      making.set(key, made);
      try {
        return await made;
      } finally {
        if (making.get(key) === made) making.delete(key);
      }
    },
  };
}

const keptTiming = 'page;desc="kept"';

/** A kept page: a 304 for the copy the browser has, else the HTML, compressed once rather than per request. */
export function sendKeptPage(ctx: Context, page: KeptPage): void {
  // The first answer made the page; every later one serves it as kept.
  ctx.set('Server-Timing', page.served ? keptTiming : page.timing);
  page.served = true;
  sendKeptText(ctx, page.kept, 'html');
}
