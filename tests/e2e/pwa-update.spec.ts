import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { serverNodeFlags } from '../../scripts/node-flags.mjs';
import { clubName, outsideWorldUrl } from './support/club';
import { axeViolations } from './support/page-checks';

// Issue 6, Must show 5: after the service worker changes, the update prompt appears and reloads into the new version.
// A server of its own on a copy of the build, so a "new deployment" can be written there without touching dist.
test.use({ serviceWorkers: 'allow' });

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = process.env.DIST_DIR ?? path.join(repoRoot, 'dist');
const port = Number(process.env.E2E_PORT ?? 4319) + 3;
const baseURL = `http://127.0.0.1:${port}`;

let tmpDir: string;
let copyDir: string;
let server: ChildProcess | undefined;
let serverLog = '';

test.beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-update-'));
  copyDir = path.join(tmpDir, 'dist');
  await cp(distDir, copyDir, { recursive: true });
  const dataDir = path.join(tmpDir, 'data');
  const uploadsDir = path.join(tmpDir, 'uploads');
  await mkdir(dataDir);
  await mkdir(uploadsDir);
  server = spawn(process.execPath, [...serverNodeFlags, 'build/server/index.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      DIST_DIR: copyDir,
      SEED: 'demo',
      CLUB_NAME: clubName,
      SMTP_URL: '',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET: '',
      GEOCODER_URL: 'off',
      TILE_URL: `${outsideWorldUrl()}/tiles/{z}/{x}/{y}.png`,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await waitForServer();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (server?.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/site-config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The update test's server did not start:\n${serverLog}`);
}

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
