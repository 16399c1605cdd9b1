import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext } from './support/test';
import sharp from 'sharp';
import { clubName } from './support/club';

// Chromium finds the site installable, and the manifest and its images load.
test.use({ serviceWorkers: 'allow' });

type ManifestImage = { src: string; sizes: string; type?: string; purpose?: string; form_factor?: string };
type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
};

async function getManifest(request: APIRequestContext): Promise<Manifest> {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return (await response.json()) as Manifest;
}

test('Chromium meldt geen installatiefouten zodra de service worker de pagina beheert', async ({
  baseURL,
  csp,
}, testInfo) => {
  const { launchOptions } = testInfo.project.use;
  // A normal Playwright context is incognito, where Chromium never offers to install.
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    headless: true,
    baseURL,
    locale: 'nl-BE',
    serviceWorkers: 'allow',
  });
  try {
    await csp.watch(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});

test('het manifest draagt de naam van de club, en elk icoon en elke schermafbeelding laadt in de opgegeven maat', async ({
  request,
  baseURL,
}) => {
  const manifest = await getManifest(request);
  expect(manifest).toMatchObject({
    name: clubName,
    short_name: 'Houtlandstappers',
    lang: 'nl',
    start_url: '/',
    display: 'standalone',
    theme_color: '#2f6b3a',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);

  const manifestUrl = new URL('/manifest.webmanifest', baseURL);
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const url = new URL(image.src, manifestUrl).pathname;
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('image/png');
    expect(image.type, url).toBe('image/png');
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`, url).toBe(image.sizes);
  }
});
