import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { SiteDeps } from './site-deps';
import { isAppPath } from '../contracts';
import { builtFile } from './built-file';
import { keptPages, sendKeptPage } from './kept-pages';
import { pageAddress } from './page-address';
import { publicPage } from './public-page';

const notBuilt =
  '<!doctype html><html lang="nl"><meta charset="utf-8"><title>Nog niet gebouwd</title>' +
  '<p>De web-app is nog niet gebouwd. Voer <code>npm run build</code> uit, of start met <code>npm start</code>.</p></html>';

/** Paths the web app never handles: they answer their own 404s. */
const serverPaths = /^\/(api|admin\/api|media)(\/|$)/;

/**
 * Serves the built web app from dist: files as they are (hashed assets cached for good,
 * the rest revalidated), and for every other GET the page: the app shell with the page's own head
 * (title, description, previews) from the data and, for public pages, the page itself rendered on
 * the server (web/entry-server.tsx) with the data it was rendered from, so it reads before any
 * script has run and the browser hydrates it without fetching again (kept-pages.ts). A page answers
 * under its one spelling only (page-address.ts); the admin area gets the shell.
 */
export function webApp(deps: SiteDeps): Middleware {
  const { config } = deps;
  const root = config.distDir;
  const indexFile = path.join(root, 'index.html');
  // Every page load asks for the shell: keep it in memory, re-read only when a build replaced it.
  const readShell = builtFile(indexFile, (html) => html);
  const pageAt = publicPage(deps);
  const pages = keptPages(deps);

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

    const shell = await readShell().catch(() => undefined);
    // The service worker precaches /index.html itself: the shell as built, for every page.
    if (ctx.path === '/index.html') {
      sendHtml(ctx, shell ?? notBuilt, shell === undefined ? 503 : 200);
      return;
    }
    // Only a page's own spelling is ever kept: found here, it needs no further look.
    const kept = shell === undefined ? undefined : await pages.kept(shell, ctx.path);
    if (kept) {
      sendKeptPage(ctx, kept);
      return;
    }
    // '/LEDEN', '/leden/' and '/%6Ceden' go to '/leden' rather than each being a page of its own.
    const address = pageAddress(ctx.path, pageAt);
    if (address.kind === 'moved') {
      ctx.status = 301;
      ctx.redirect(`${address.to}${ctx.search}`);
      return;
    }
    if (shell === undefined) {
      sendHtml(ctx, notBuilt, 503);
      return;
    }
    // In this turn still: the page is made from the answers just read (kept-pages.ts).
    const page = await pages.page(shell, address.path, address.page);
    if ('kept' in page) {
      sendKeptPage(ctx, page);
      return;
    }
    ctx.set('Server-Timing', page.timing);
    // Unknown paths and unpublished items: the app shows its not-found page, and the status tells
    // crawlers and link checkers the same.
    sendHtml(ctx, page.html, page.status);
  };
}

/** A page made for this answer, revalidated on every visit. */
function sendHtml(ctx: Context, html: string, status: number): void {
  ctx.set('Cache-Control', 'no-cache');
  ctx.type = 'html';
  ctx.body = html;
  ctx.status = status;
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
