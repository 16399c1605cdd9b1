import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, PageRenderer } from '../contracts/page-render';
import type { Logger } from '../logger';

export const renderModuleName = 'entry-server.mjs';

/**
 * The web app's server render (build/ssr/entry-server.mjs), loaded once on first use. Without it
 * (not built, or a build that fails to load) the pages go out as the bare app shell, as before.
 */
export function loadPageRenderer(ssrDir: string, log: Logger): () => Promise<PageRenderer | undefined> {
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
        return module.createPageRenderer();
      } catch (error) {
        log.error('De serverweergave van de pagina’s kon niet laden; ze gaan zonder inhoud uit:', error);
        return undefined;
      }
    })());
}
