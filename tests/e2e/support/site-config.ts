import type { SiteConfig } from '../../../server/contracts/site-config';
import { siteConfigElementId } from '../../../server/contracts/site-config-element';
import { asAppShell } from './server-render';
import type { Page } from './test';

/** The JSON block the server may write into a page (server/contracts/site-config-element.ts). */
const embeddedBlock = new RegExp(`(<script\\b[^>]*\\bid="${siteConfigElementId}"[^>]*>)([\\s\\S]*?)(</script>)`);

/** JSON for inside a <script> element: no "<", so no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Another club running the same build, for this page: the site config is changed where the app
 * finds it, in the answer of /api/site-config and in the JSON block of every served page.
 */
export async function changeSiteConfig(page: Page, change: (config: SiteConfig) => SiteConfig): Promise<void> {
  await page.route('**/api/site-config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as SiteConfig) });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The server rendered the page with the real config: the app renders it anew with the changed one.
    const html = asAppShell(await response.text());
    const body = html.replace(
      embeddedBlock,
      (_, open: string, json: string, close: string) =>
        `${open}${scriptJson(change(JSON.parse(json) as SiteConfig))}${close}`,
    );
    await route.fulfill({ response, body });
  });
}

/**
 * A page given its config in the JSON block only (as the server writes it), with /api/site-config
 * unreachable: what the app shows then came from the block. Answers the paths asked of /api/site-config.
 */
export async function embedSiteConfigOnly(page: Page, config: SiteConfig): Promise<string[]> {
  const fetched: string[] = [];
  await page.route('**/api/site-config', async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    await route.abort();
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const block = `<script type="application/json" id="${siteConfigElementId}">${scriptJson(config)}</script>`;
    const html = asAppShell(await response.text())
      .replace(embeddedBlock, '')
      .replace('</head>', `${block}</head>`);
    await route.fulfill({ response, body: html });
  });
  return fetched;
}

/** A page with no site config at all: no JSON block (as in the shell the service worker keeps) and no answer from /api/site-config. */
export async function withoutSiteConfig(page: Page): Promise<void> {
  await page.route('**/api/site-config', (route) => route.abort());
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: asAppShell(await response.text()).replace(embeddedBlock, '') });
  });
}
