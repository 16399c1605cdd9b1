import { readFile, stat } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { keptText, sendKeptText, type KeptText } from './kept-text';
import type { AppDeps } from '../deps';
import { isAdminAreaPath, isAppPath, routeDataElementId, trimTrailingSlashes } from '../contracts';
import type { RenderedPage } from '../contracts/page-render';
import { publicWalks } from '../events/service';
import type { SiteConfig } from '../contracts';
import { builtFile } from './built-file';
import { pageAssetTags } from './page-assets';
import { pageHeads } from './page-head';
import { loadPageRenderer } from './page-render';
import { clubSiteOf } from '../settings/club-site';
import { renderBudget } from './render-budget';
import { renderHead, withHead } from './render-head';
import { siteConfigOf } from './site-config';
import { renderSiteConfig, scriptJson, withSiteHead } from './site-head';

const notBuilt =
  '<!doctype html><html lang="nl"><meta charset="utf-8"><title>Nog niet gebouwd</title>' +
  '<p>De web-app is nog niet gebouwd. Voer <code>npm run build</code> uit, of start met <code>npm start</code>.</p></html>';

const maxRenderedPages = 500;

/** Renders of pages that do not exist: 20 at once, then 2 a second (render-budget.ts). */
const notFoundRenders = { burst: 20, perSecond: 2 };

/** Paths the web app never handles: they answer their own 404s. */
const serverPaths = /^\/(api|admin\/api|media)(\/|$)/;

/** The page with its rendered content in the root element, its data beside it and its chunk's files in the head. */
function withRenderedPage(html: string, page: RenderedPage, assetTags: string): string {
  const data = `<script type="application/json" id="${routeDataElementId}">${scriptJson(page.routeData)}</script>`;
  return html
    .replace('</head>', () => `${assetTags}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}

/**
 * Serves the built web app from dist: files as they are (hashed assets cached for good,
 * the rest revalidated), and for every other GET the page: the app shell with the page's own head
 * (title, description, previews) from the data and, for public pages, the page itself rendered on
 * the server (web/entry-server.tsx) with the data it was rendered from, so it reads before any
 * script has run and the browser hydrates it without fetching again. The admin area gets the shell.
 */
export function webApp({ config, store, services, log, now }: AppDeps, listener: () => RequestListener): Middleware {
  const root = config.distDir;
  const indexFile = path.join(root, 'index.html');
  // Every page load asks for the shell: keep it in memory, re-read only when a build replaced it.
  const readShell = builtFile(indexFile, (html) => html);
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const renderer = loadPageRenderer(config.ssrDir, listener, log);
  const headFor = pageHeads({ config, store, settings: services.settings });
  const walksNow = publicWalks(store, now);
  const mayRenderNotFound = renderBudget(now, notFoundRenders);
  // Crawlers, link previews and walkers from a WhatsApp link ask for the same pages again and again:
  // each page's HTML is kept until the data, the club's settings, the build or the minute (a walk
  // that starts moves from upcoming to past) changes. Only pages that exist, at most a few hundred.
  const rendered = new Map<string, CachedPage>();
  let renderedFrom: { shell: string; revisions: string; siteConfig?: SiteConfig } = { shell: '', revisions: '' };
  let siteHtml = '';
  let assetsFor: (modules: string[]) => string = () => '';
  const pageHtml = async (
    shell: string,
    pagePath: string,
  ): Promise<{ status: number; html: string; timing: string } | CachedPage> => {
    const revisions = [
      walksNow.revision(),
      ...(['newsletters', 'pages', 'members'] as const).map((name) => store[name].revision),
      services.settings.revision(),
    ].join('.');
    if (shell !== renderedFrom.shell || revisions !== renderedFrom.revisions || rendered.size >= maxRenderedPages) {
      rendered.clear();
      // The build that wrote the shell wrote its manifest: read again with a new shell only.
      if (shell !== renderedFrom.shell) {
        const manifest = await readFile(manifestFile, 'utf8').catch(() => undefined);
        assetsFor = manifest ? pageAssetTags(manifest) : () => '';
      }
      const siteConfig = siteConfigOf({ config, services });
      // The settings' part of the head is the same on every page (and can hold long texts): made once.
      renderedFrom = { shell, revisions, siteConfig };
      siteHtml = renderSiteConfig(siteConfig);
    }
    const cached = rendered.get(pagePath);
    if (cached !== undefined) return cached;
    const started = performance.now();
    const from = renderedFrom;
    const head = headFor(pagePath);
    const headHtml = renderHead(head, clubSiteOf(config, services.settings));
    let page = withSiteHead(withHead(shell, headHtml), siteHtml);
    const render = isAdminAreaPath(pagePath) ? undefined : await renderer();
    if (render && from.siteConfig && (head.status === 200 || mayRenderNotFound())) {
      try {
        const content = await render(pagePath, from.siteConfig);
        if (content) page = withRenderedPage(page, content, assetsFor(content.modules));
      } catch (error) {
        // The shell still works: the app renders the page in the browser.
        log.error(`Pagina ${pagePath} kon niet op de server getekend worden:`, error);
      }
    }
    // Server-Timing: how long this page took to make (kept pages say so), for an operator's browser tools.
    const timing = `page;desc="rendered";dur=${(performance.now() - started).toFixed(1)}`;
    if (head.status !== 200) return { status: head.status, html: page, timing };
    const entry: CachedPage = { status: 200, kept: keptText(page), timing, served: false };
    // Kept only when nothing changed while it rendered.
    if (from === renderedFrom) rendered.set(pagePath, entry);
    return entry;
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || serverPaths.test(ctx.path)) return next();

    const appPath = isAppPath(ctx.path);
    // A page's path is never a file of the build: no need to look on disk for it.
    if (!appPath && ctx.path !== '/index.html' && (await isFile(root, ctx.path))) {
      const hashed = ctx.path.startsWith('/assets/');
      await send(ctx, ctx.path, {
        root,
        immutable: hashed,
        maxage: hashed ? 365 * 24 * 3600 * 1000 : 0,
        setHeaders: (res) => {
          if (!hashed) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      return;
    }
    // A missing file with an extension (an old asset, a typo) is a 404, not the app shell.
    if (!appPath && path.extname(ctx.path) && ctx.path !== '/index.html') return next();
    // Paths are case-sensitive, as the API's are: '/LEDEN' goes to '/leden' rather than answering 404.
    const pagePath = trimTrailingSlashes(ctx.path) || '/';
    const lower = pagePath.toLowerCase();
    if (lower !== pagePath && headFor(pagePath).status === 404 && headFor(lower).status === 200) {
      ctx.status = 301;
      ctx.redirect(`${lower}${ctx.search}`);
      return;
    }

    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    const shell = await readShell().catch(() => undefined);
    if (shell === undefined) {
      ctx.status = 503;
      ctx.body = notBuilt;
      return;
    }
    // The service worker precaches /index.html itself: the shell as built, for every page.
    if (ctx.path === '/index.html') {
      ctx.body = shell;
      return;
    }
    // '/leden' and '/leden//…//' are one page: one cache entry, not one per spelling.
    const page = await pageHtml(shell, pagePath);
    if ('kept' in page) {
      sendCachedPage(ctx, page);
      return;
    }
    ctx.set('Server-Timing', page.timing);
    ctx.body = page.html;
    // Unknown paths and unpublished items: the app shows its not-found page, and the status tells
    // crawlers and link checkers the same.
    ctx.status = page.status;
  };
}

/** A page as kept: its HTML as a kept text (kept-text.ts), and how long it took to make. */
type CachedPage = { status: 200; kept: KeptText; timing: string; served: boolean };

const keptTiming = 'page;desc="kept"';

/** A kept page: a 304 for the copy the browser has, else the HTML, compressed once rather than per request. */
function sendCachedPage(ctx: Context, page: CachedPage): void {
  // The first answer made the page; every later one serves it as kept.
  ctx.set('Server-Timing', page.served ? keptTiming : page.timing);
  page.served = true;
  sendKeptText(ctx, page.kept, 'html');
}

const dotSegment = /(?:^|[/\\])\.\.?(?:[/\\]|$)/;

async function isFile(root: string, urlPath: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  // Browsers resolve dot segments before they ask. Resolving them here would cost time quadratic in
  // the path (path.normalize copies what it has at every '..'), and koa-send would do so again.
  if (dotSegment.test(decoded)) return false;
  // The build's manifest (dist/.vite/) is for the server alone.
  if (decoded.startsWith('/.vite/')) return false;
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
