import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppDeps } from '../deps';
import { isAppPath, trimTrailingSlashes } from '../contracts';
import { builtFile } from './built-file';
import { pageHeads } from './page-head';
import { clubSiteOf } from '../settings/club-site';
import { renderHead, withHead } from './render-head';
import { siteConfigOf } from './site-config';
import { renderSiteConfig, withSiteHead } from './site-head';

const notBuilt =
  '<!doctype html><html lang="nl"><meta charset="utf-8"><title>Nog niet gebouwd</title>' +
  '<p>De web-app is nog niet gebouwd. Voer <code>npm run build</code> uit, of start met <code>npm start</code>.</p></html>';

const maxRenderedPages = 500;

/** Paths the web app never handles: they answer their own 404s. */
const serverPaths = /^\/(api|admin\/api|media)(\/|$)/;

/**
 * Serves the built web app from dist: files as they are (hashed assets cached for good,
 * the rest revalidated), and index.html for every other GET so the client router takes over,
 * with the page's own head (title, description, previews) filled in from the data.
 */
export function webApp({ config, store, services }: AppDeps): Middleware {
  const root = config.distDir;
  const indexFile = path.join(root, 'index.html');
  // Every page load asks for the shell: keep it in memory, re-read only when a build replaced it.
  const readShell = builtFile(indexFile, (html) => html);
  const headFor = pageHeads({ config, store, settings: services.settings });
  // Crawlers and link previews ask for the same pages again and again: each page's HTML is kept until
  // the data, the club's settings or the build changes. Only pages that exist, at most a few hundred.
  const rendered = new Map<string, string>();
  let renderedFrom = { shell: '', revisions: '', siteConfig: '' };
  const pageHtml = (shell: string, pagePath: string): { status: number; html: string } => {
    const revisions = `${store.events.revision}.${store.images.revision}.${store.newsletters.revision}.${store.pages.revision}/${services.settings.revision()}`;
    if (shell !== renderedFrom.shell || revisions !== renderedFrom.revisions || rendered.size >= maxRenderedPages) {
      rendered.clear();
      // The settings' part of the head is the same on every page (and can hold long texts): made once.
      renderedFrom = { shell, revisions, siteConfig: renderSiteConfig(siteConfigOf({ config, services })) };
    }
    const html = rendered.get(pagePath);
    if (html !== undefined) return { status: 200, html };
    const head = headFor(pagePath);
    const headHtml = renderHead(head, clubSiteOf(config, services.settings));
    const page = { status: head.status, html: withSiteHead(withHead(shell, headHtml), renderedFrom.siteConfig) };
    if (page.status === 200) rendered.set(pagePath, page.html);
    return page;
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || serverPaths.test(ctx.path)) return next();

    if (ctx.path !== '/' && ctx.path !== '/index.html' && (await isFile(root, ctx.path))) {
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
    const appPath = isAppPath(ctx.path);
    // A missing file with an extension (an old asset, a typo) is a 404, not the app shell.
    if (!appPath && path.extname(ctx.path) && ctx.path !== '/index.html') return next();

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
    const page = pageHtml(shell, trimTrailingSlashes(ctx.path) || '/');
    ctx.body = page.html;
    // Unknown paths and unpublished items: the app shows its not-found page, and the status tells
    // crawlers and link checkers the same.
    ctx.status = page.status;
  };
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
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
