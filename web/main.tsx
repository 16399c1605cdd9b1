import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { routeDataElementId } from '../server/contracts/site-config-element';
import { routes } from './app/routes';
import { dropServerTagsTheAppRenders } from './app/shell/server-head';
import { registerServiceWorker } from './lib/pwa';
import { readEmbeddedJson } from './lib/site-config-read';
import { loadSiteConfig } from './lib/site-config';
import './app/styles.css';

// Start fetching the club's config alongside the first render rather than after it (when the page did not bring it).
loadSiteConfig().catch(() => undefined);

dropServerTagsTheAppRenders();

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');

/** The page's own chunks, loaded before hydrating: the HTML the server sent is what they render. */
async function loadPageChunks(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

// A page the server rendered carries its data (web/app/routes.tsx): the browser hydrates it without
// fetching again. The service worker's app shell has none: then the app renders and fetches itself.
const loaderData = readEmbeddedJson(document.getElementById(routeDataElementId));
if (loaderData && typeof loaderData === 'object' && root.firstElementChild) {
  loadPageChunks().then(
    () => {
      const router = createBrowserRouter(routes, {
        hydrationData: { loaderData: loaderData as Record<string, unknown> },
      });
      hydrateRoot(
        root,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    },
    (error: unknown) => console.error('Pagina laden mislukt:', error),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

// Offline reading and the install prompt (ARCHITECTURE.md "Offline").
registerServiceWorker();
