import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { routeDataElementId } from '../server/contracts/site-config-element';
import { RouteDataProvider } from './app/route-data';
import { AppRoutes, routes } from './app/routes';
import { dropServerTagsTheAppRenders } from './app/shell/server-head';
import type { PreloadedQueries } from './lib/preloaded-queries';
import { savedPageMark } from './lib/offline-contract';
import { recordAnswer } from './lib/offline-status';
import { registerServiceWorker } from './lib/pwa';
import { BrowserRouter } from './lib/router';
import { readEmbeddedJson } from './lib/site-config-read';
import { loadSiteConfig } from './lib/site-config';
import './app/styles.css';

// Start fetching the club's config alongside the first render rather than after it (when the page did not bring it).
loadSiteConfig().catch(() => undefined);

dropServerTagsTheAppRenders();

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');

// A page the server rendered carries the answers it was rendered from (web/app/route-data.tsx): the
// browser hydrates it without fetching them again. The service worker's app shell has none: then the
// app renders in the browser and fetches.
const embedded = readEmbeddedJson(document.getElementById(routeDataElementId));
const rendered = typeof embedded === 'object' && embedded !== null && root.firstElementChild !== null;

// A page the service worker served as it saved it: the offline banner says so, with its date.
recordAnswer(savedPageMark(document));

const app = (
  <StrictMode>
    <BrowserRouter>
      <RouteDataProvider routes={routes} initial={rendered ? (embedded as PreloadedQueries) : undefined}>
        <AppRoutes />
      </RouteDataProvider>
    </BrowserRouter>
  </StrictMode>
);
if (rendered) hydrateRoot(root, app);
else createRoot(root).render(app);

// Offline reading and the install prompt (ARCHITECTURE.md "Offline").
registerServiceWorker();
