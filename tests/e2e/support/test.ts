import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type BrowserContext } from '@playwright/test';
import type { Club } from './club';
import { clubDirs, startClubServer } from './club-server';
import { recordCspViolations, settleCspReports } from './csp';
import { startOutsideWorld } from './outside-world';
import { addRoleAdmins, type RoleAdmin } from './role-admins';

/**
 * The `test` every e2e spec uses (import it from here, not from '@playwright/test'):
 * - each worker runs its own club server on its own copy of the data, so specs that change data
 *   run side by side; `page`, `request` and page.goto('/') reach that server through `baseURL`;
 * - every test fails when a page reports a Content-Security-Policy violation.
 */
export { chromium, expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
export type { Club };

export type ClubOptions = {
  /** `demo`: a copy of the seeded demo club (global-setup.ts); `none`: an empty club, for its first-run states. */
  seed: 'demo' | 'none';
  /**
   * Administrators with a role of their own, in the club's data from the start (admin-roles.spec.ts), by
   * any name the spec likes. A record, not an array: Playwright reads an array in test.use() as a fixture.
   */
  clubAdmins: Readonly<Record<string, RoleAdmin>>;
};

type Csp = {
  /** Watches a context the test made outside the `browser` fixture (a persistent profile). */
  watch: (context: BrowserContext) => Promise<void>;
  /** The violations reported so far, which the end-of-test check then no longer sees (for the spec that provokes them). */
  take: () => string[];
};

export const test = base.extend<{ csp: Csp }, ClubOptions & { club: Club; clubEnv: Record<string, string> }>({
  seed: ['demo', { scope: 'worker', option: true }],
  clubAdmins: [{}, { scope: 'worker', option: true }],
  // More environment for the worker's server: a spec overrides it (e.g. with its own SMTP server's URL).
  clubEnv: [
    async ({}, use) => {
      await use({});
    },
    { scope: 'worker' },
  ],

  club: [
    async ({ seed, clubEnv, clubAdmins }, use, workerInfo) => {
      const outside = await startOutsideWorld();
      const root = await mkdtemp(path.join(os.tmpdir(), `houtlandstappers-e2e-${workerInfo.parallelIndex}-`));
      const { dataDir, uploadsDir } = await clubDirs(root, seed);
      const admins = Object.values(clubAdmins);
      if (admins.length > 0) await addRoleAdmins(dataDir, admins);
      const server = await startClubServer({
        dataDir,
        uploadsDir,
        seed,
        outsideURL: outside.url,
        withAdmin: true,
        env: clubEnv,
      });
      try {
        await use({
          baseURL: server.baseURL,
          dataDir,
          uploadsDir,
          outsideURL: outside.url,
          outsideRequests: outside.requests,
        });
      } finally {
        await server.stop();
        await outside.close();
        await rm(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ club }, use) => {
    await use(club.baseURL);
  },

  csp: [
    async ({ browser }, use) => {
      const problems: string[] = [];
      const watching = new Map<BrowserContext, Promise<void>>();
      const watch = (context: BrowserContext) => {
        let started = watching.get(context);
        if (!started) {
          started = recordCspViolations(context, problems);
          watching.set(context, started);
        }
        return started;
      };
      // Every context made from the worker's browser in this test: the test's own and any it opens itself.
      // (A context the test closes at once can fail to be watched; the test itself then sees that error.)
      const onContext = (context: BrowserContext) => void watch(context).catch(() => undefined);
      browser.on('context', onContext);
      try {
        await use({ watch, take: () => problems.splice(0) });
      } finally {
        browser.off('context', onContext);
      }
      expect(problems, 'Content-Security-Policy: overtredingen gemeld door de pagina').toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, csp }, use) => {
    // Before the first page opens: the init script must run before the page's own scripts.
    await csp.watch(context);
    await use(context);
    await settleCspReports(context);
  },
});
