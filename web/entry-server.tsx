import './lib/zod-jitless';
import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { CreatePageRenderer } from '../server/contracts/page-render';
import { routes, type RouteHandle, type RouteLoadContext } from './app/routes';
import { setTransport } from './lib/api-client';
import { ServerRenderProvider } from './lib/server-render';

/**
 * The server's render of a public page (server/site/page-render.ts): the route's data functions run
 * against the server's own API in-process, then React renders the page with their answers, which go
 * along for the browser to hydrate from. The admin area is never rendered here.
 */
export const createPageRenderer: CreatePageRenderer = (send) => {
  setTransport(send);
  const handler = createStaticHandler(routes);
  const load: RouteLoadContext = { wait: true };
  return async (path, siteConfig) => {
    const context = await handler.query(new Request(new URL(path, 'http://localhost')), { requestContext: load });
    // No route redirects; a Response here would be one.
    if (context instanceof Response) throw new Error(`Geen pagina voor ${path} (${context.status}).`);
    const handles = context.matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
    if (handles.some((handle) => handle.inBrowser)) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    // Waits for what the page loads on demand (its photo gallery) so the HTML holds all of it. A part
    // that fails is left for the browser to render, as React does; the failure is reported.
    const failures: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerRenderProvider value={{ siteConfig }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerRenderProvider>
      </StrictMode>,
      // One piece: React would split a long page into parts revealed by inline scripts, which the CSP forbids.
      { onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    if (failures.length > 0) throw new AggregateError(failures, `Deel van ${path} niet getekend`);
    const modules = handles.flatMap((handle) => (handle.module ? [handle.module] : []));
    return { html, routeData: context.loaderData, modules };
  };
};
