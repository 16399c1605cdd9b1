import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { serverNodeFlags } from './scripts/node-flags.mjs';
import { e2eAdmin } from './tests/e2e/support/club';

/**
 * E2E: the real built server and web app (run `npm run build` first; `npm test` does),
 * on a fresh temp data dir seeded with the demo club, driven by Debian's Chromium.
 */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
// A second server on an empty club (SEED=none), for the empty states.
const emptyPort = port + 1;
const emptyBaseURL = `http://127.0.0.1:${emptyPort}`;
// Map tiles and geocoder: a local stand-in (tests/e2e/support/outside-world.mjs), as no network is reachable.
const outsidePort = port + 2;
const outsideURL = `http://127.0.0.1:${outsidePort}`;
process.env.E2E_OUTSIDE_URL = outsideURL;
// The built web app to serve; another folder lets a second checkout's build be tested side by side.
const distDir = process.env.DIST_DIR ?? path.join(repoRoot, 'dist');

// Playwright loads this file in the runner and again in every worker; the workers inherit the
// runner's env, so the temp folder is made once and removed by the process that made it.
if (!process.env.E2E_TMP_DIR) {
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'houtlandstappers-e2e-'));
  process.env.E2E_TMP_DIR = tmpDir;
  process.on('exit', () => rmSync(tmpDir, { recursive: true, force: true }));
}
const tmpDir = process.env.E2E_TMP_DIR;
const clubDirs = (name: string) => {
  const dirs = { dataDir: path.join(tmpDir, name, 'data'), uploadsDir: path.join(tmpDir, name, 'uploads') };
  mkdirSync(dirs.dataDir, { recursive: true });
  mkdirSync(dirs.uploadsDir, { recursive: true });
  return dirs;
};
const demoClub = clubDirs('demo');
const emptyClub = clubDirs('empty');
// Tests find the demo club's data dir (mail outbox) and admin here; see tests/e2e/support/club.ts.
process.env.E2E_DEMO_DATA_DIR = demoClub.dataDir;

// A JSON report next to the list output when asked for (scripts/test.mjs sets this to count results).
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

/** Debian's Chromium: Playwright's own browser download does not work here. */
const browser = {
  ...devices['Desktop Chrome'],
  headless: true,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The browser's own language sets the date field's format; the page's locale alone does not.
      '--lang=nl-BE',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  // One server and one data dir for all tests: journeys that change data must not race.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    trace: 'retain-on-failure',
    // The service worker would answer from its caches and hide page.route() from the page's requests;
    // the offline specs (pwa-*, offline-*, admin-offline) turn it on with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'demo',
      testIgnore: /empty-club\.spec\.ts$/,
      use: { ...browser },
    },
    {
      name: 'empty',
      testMatch: /empty-club\.spec\.ts$/,
      use: { ...browser, baseURL: emptyBaseURL },
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/support/outside-world.mjs',
      cwd: repoRoot,
      url: `${outsideURL}/requests`,
      reuseExistingServer: false,
      env: { PORT: String(outsidePort) },
    },
    clubServer(port, demoClub, 'demo'),
    clubServer(emptyPort, emptyClub, 'none'),
  ],
});

/** The built server, as `npm start` runs it (npm test builds it first), on its own data dir. */
function clubServer(listenPort: number, dirs: { dataDir: string; uploadsDir: string }, seed: 'demo' | 'none') {
  const url = `http://127.0.0.1:${listenPort}`;
  return {
    command: ['node', ...serverNodeFlags, 'build/server/index.mjs'].join(' '),
    cwd: repoRoot,
    url: `${url}/api/site-config`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dirs.dataDir,
      UPLOADS_DIR: dirs.uploadsDir,
      DIST_DIR: distDir,
      SEED: seed,
      CLUB_NAME: 'De Houtlandstappers',
      GEOCODER_URL: `${outsideURL}/search`,
      TILE_URL: `${outsideURL}/tiles/{z}/{x}/{y}.png`,
      // Empty means unset: no real mail or captcha from the developer's shell or .env.
      SMTP_URL: '',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET: '',
      // The e2e admin (tests/e2e/support/club.ts), made at start like a real club's first admin.
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  };
}
