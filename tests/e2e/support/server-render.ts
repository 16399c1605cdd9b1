import { routeDataElementId } from '../../../server/contracts/site-config-element';
import type { Page } from './test';

/** The content the server rendered into the page and the data it rendered it from (server/site/web-app.ts). */
const renderedContent = new RegExp(
  `<div id="root">[\\s\\S]*?</div><script type="application/json" id="${routeDataElementId}">[\\s\\S]*?</script>`,
);

/** The page as the service worker's app shell has it: nothing rendered, so the app renders and fetches in the browser. */
export const asAppShell = (html: string) => html.replace(renderedContent, '<div id="root"></div>');

/**
 * Pages rendered in the browser, as when the service worker answers with its app shell or the
 * visitor navigates within the app: what a test does to the API in the browser (a failing call) then
 * reaches the page. The server's rendering itself is checked in server-render.spec.ts.
 */
export async function renderedInBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: asAppShell(await response.text()) });
  });
}
