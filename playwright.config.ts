import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { serverNodeFlags } from './scripts/node-flags.mjs';

/**
 * E2E: the real built server and web app (run `npm run build` first; `npm test` does),
 * on a fresh temp data dir seeded with the demo club, driven by Debian's Chromium.
 */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright loads this file in the runner and again in every worker; the workers inherit the
// runner's env, so the temp folder is made once and removed by the process that made it.
if (!process.env.E2E_TMP_DIR) {
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'houtlandstappers-e2e-'));
  process.env.E2E_TMP_DIR = tmpDir;
  process.on('exit', () => rmSync(tmpDir, { recursive: true, force: true }));
}
const tmpDir = process.env.E2E_TMP_DIR;
const dataDir = path.join(tmpDir, 'data');
const uploadsDir = path.join(tmpDir, 'uploads');
mkdirSync(dataDir, { recursive: true });
mkdirSync(uploadsDir, { recursive: true });

// A JSON report next to the list output when asked for (scripts/test.mjs sets this to count results).
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

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
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          // Playwright's own browser download does not work here: use Debian's Chromium.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The built server, as `npm start` runs it (npm test builds it first).
    command: ['node', ...serverNodeFlags, 'build/server/index.mjs'].join(' '),
    cwd: repoRoot,
    url: `${baseURL}/api/site-config`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      DIST_DIR: path.join(repoRoot, 'dist'),
      SEED: 'demo',
      CLUB_NAME: 'De Houtlandstappers',
      GEOCODER_URL: 'off',
      // Empty means unset: no real mail, captcha or preset admin from the developer's shell or .env.
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET: '',
    },
  },
});
