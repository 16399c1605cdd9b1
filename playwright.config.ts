import { defineConfig, devices } from '@playwright/test';
import type { ClubOptions } from './tests/e2e/support/test';

/**
 * E2E: the real built server and web app (run `npm run build` first; `npm test` does), driven by
 * Debian's Chromium. Each worker starts its own server on a copy of the seeded demo club (or on an
 * empty club for the 'empty' project), on a free port, with its own stand-in for the map tiles and
 * geocoder: see tests/e2e/support/test.ts. Specs that change data therefore run side by side.
 */

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

export default defineConfig<ClubOptions, ClubOptions>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Seeds the demo club once; every worker's server starts from a copy.
  globalSetup: './tests/e2e/support/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // A spec file's tests share its worker's server in order (later tests build on earlier ones, and
  // afterAll hooks tidy up); different files run side by side, each worker on its own server.
  fullyParallel: false,
  // The machines have two cores (`npx playwright test --workers=N` for another machine).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
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
      use: { ...browser, seed: 'demo' },
    },
    {
      name: 'empty',
      testMatch: /empty-club\.spec\.ts$/,
      use: { ...browser, seed: 'none' },
    },
  ],
});
