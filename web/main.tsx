import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { dropServerTagsTheAppRenders } from './app/shell/server-head';
import { registerServiceWorker } from './lib/pwa';
import { loadSiteConfig } from './lib/site-config';
import './app/styles.css';

// Start fetching the club's config alongside the first render rather than after it.
loadSiteConfig().catch(() => undefined);

dropServerTagsTheAppRenders();

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline reading and the install prompt (ARCHITECTURE.md "Offline").
registerServiceWorker();
