import './lib/zod-jitless';
import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import type { CreatePageRenderer } from '../server/contracts/page-render';
import { rendersInBrowser, RouteDataProvider } from './app/route-data';
import { AppRoutes, routes } from './app/routes';
import { matchRoutes, StaticRouter } from './lib/router';
import { ServerRenderProvider } from './lib/server-render';

/**
 * The server's render of a public page (server/site/page-render.ts): React renders the page with the
 * answers of its route's reads, which the server read from its services (server/site/public-page.ts)
 * and sends along for the browser to hydrate from. The admin area and pages that read their query
 * string are left to the browser (undefined).
 */
export const createPageRenderer: CreatePageRenderer = () => async (path, siteConfig, routeData) => {
  if (rendersInBrowser(routes, path)) return undefined;
  // Waits for what the page loads on demand (its chunk, its photo gallery) so the HTML holds all of
  // it. A part that fails is left for the browser to render, as React does; the failure is reported.
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRenderProvider value={{ siteConfig }}>
        <StaticRouter location={path}>
          <RouteDataProvider routes={routes} initial={routeData}>
            <AppRoutes />
          </RouteDataProvider>
        </StaticRouter>
      </ServerRenderProvider>
    </StrictMode>,
    // One piece: React would split a long page into parts revealed by inline scripts, which the CSP forbids.
    { onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  if (failures.length > 0) throw new AggregateError(failures, `Deel van ${path} niet getekend`);
  const modules = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const { module } = route;
    return module ? [module] : [];
  });
  return { html, modules };
};
