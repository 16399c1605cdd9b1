import { access } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'light-my-request';
import type { CreatePageRenderer, InProcessFetch, PageRenderer } from '../contracts/page-render';
import type { Logger } from '../logger';

export const renderModuleName = 'entry-server.mjs';

/**
 * The pages' requests answered by the server's own API without a socket: the same routes, checks
 * and JSON a browser gets, so the rendered page and the one the browser hydrates agree.
 */
export function inProcessFetch(listener: () => RequestListener): InProcessFetch {
  return async (requestPath, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await inject(listener(), { method: 'GET', url: requestPath, headers });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const type = answer.headers['content-type'];
    return new Response(empty ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'Content-Type': type } : {},
    });
  };
}

/**
 * The web app's server render (build/ssr/entry-server.mjs), loaded once on first use. Without it
 * (not built, or a build that fails to load) the pages go out as the bare app shell, as before.
 */
export function loadPageRenderer(
  ssrDir: string,
  listener: () => RequestListener,
  log: Logger,
): () => Promise<PageRenderer | undefined> {
  let loading: Promise<PageRenderer | undefined> | undefined;
  return () =>
    (loading ??= (async () => {
      const file = path.join(ssrDir, renderModuleName);
      try {
        await access(file);
      } catch {
        return undefined;
      }
      try {
        const module = (await import(pathToFileURL(file).href)) as { createPageRenderer: CreatePageRenderer };
        return module.createPageRenderer(inProcessFetch(listener));
      } catch (error) {
        log.error('De serverweergave van de pagina’s kon niet laden; ze gaan zonder inhoud uit:', error);
        return undefined;
      }
    })());
}
