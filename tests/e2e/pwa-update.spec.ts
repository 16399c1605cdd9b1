import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { clubDirs, distDir, startClubServer, type ClubServer } from './support/club-server';
import { axeViolations } from './support/page-checks';
import { expect, test, type Page } from './support/test';

// After the service worker changes, the update prompt appears and reloads into the new version.
// A server of its own on a copy of the build, so a "new deployment" can be written there without touching dist.
test.use({ serviceWorkers: 'allow' });

let tmpDir: string;
let copyDir: string;
let server: ClubServer | undefined;

test.beforeAll(async ({ club }) => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-update-'));
  copyDir = path.join(tmpDir, 'dist');
  // dereference: a dist that is a link must be copied, else the "new deployment" would rewrite the real build.
  await cp(distDir, copyDir, { recursive: true, dereference: true });
  const dirs = await clubDirs(tmpDir, 'demo');
  server = await startClubServer({ ...dirs, seed: 'demo', outsideURL: club.outsideURL, distDir: copyDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
});

/** The controlling worker's build version (web/sw.ts answers GET_VERSION on a message port). */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('no controlling service worker'));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ version: string }>) => resolve(event.data.version);
        controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/** Rewrites a built file as a new deployment would, its precompressed twins included. */
async function redeploy(file: string, change: (text: string) => string): Promise<void> {
  const full = path.join(copyDir, file);
  const before = await readFile(full, 'utf8');
  const after = change(before);
  expect(after, `${file} changed`).not.toBe(before);
  await writeFile(full, after);
  for (const [suffix, compress] of [
    ['.br', brotliCompressSync],
    ['.gz', gzipSync],
  ] as const) {
    const twin = full + suffix;
    if (await stat(twin).catch(() => undefined)) await writeFile(twin, compress(after));
  }
}

test("na een nieuwe uitrol meldt de site 'Nieuwe versie beschikbaar' en herlaadt 'Vernieuwen' in de nieuwe versie", async ({
  page,
}) => {
  const baseURL = server!.baseURL;
  // A phone's width: the notice must fit without pushing the page sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const oldVersion = await workerVersion(page);
  const prompt = page.getByRole('status').filter({ hasText: 'Nieuwe versie beschikbaar' });
  await expect(prompt).toHaveCount(0);
  await expect(page.locator('meta[name="x-build"]')).toHaveCount(0);

  // The new deployment: a marked index.html, and a worker whose precache list has its new revision.
  await redeploy('index.html', (html) => html.replace('<head>', '<head><meta name="x-build" content="2">'));
  await redeploy('sw.js', (sw) =>
    sw.replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, '$1e2e00000000000000000000000000002$2'),
  );
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  await expect(prompt).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page, 'update prompt')).toEqual([]);

  // 'Later' (by keyboard) hides the notice for this page; the next page load asks again.
  await prompt.getByRole('button', { name: 'Later' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeVisible({ timeout: 15_000 });

  const button = prompt.getByRole('button', { name: 'Vernieuwen' });
  await expect(button).toBeVisible();
  const box = await prompt.locator('.update-prompt').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Keyboard: the button is reachable and works with Enter.
  await button.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.locator('meta[name="x-build"]')).toHaveAttribute('content', '2');
  await expect(prompt).toHaveCount(0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await workerVersion(page)).not.toBe(oldVersion);
});
