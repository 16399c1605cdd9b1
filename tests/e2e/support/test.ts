import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import type { Club } from './club';
import { clubDirs, startClubServer } from './club-server';
import { startOutsideWorld } from './outside-world';

/**
 * The `test` every e2e spec uses (import it from here, not from '@playwright/test'): each worker
 * runs its own club server on its own copy of the data, so specs that change data run side by
 * side; `page`, `request` and page.goto('/') reach that server through `baseURL`.
 */
export { chromium, expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
export type { Club };

export type ClubOptions = {
  /** `demo`: a copy of the seeded demo club (global-setup.ts); `none`: an empty club, for its first-run states. */
  seed: 'demo' | 'none';
};

export const test = base.extend<{}, ClubOptions & { club: Club }>({
  seed: ['demo', { scope: 'worker', option: true }],

  club: [
    async ({ seed }, use, workerInfo) => {
      const outside = await startOutsideWorld();
      const root = await mkdtemp(path.join(os.tmpdir(), `houtlandstappers-e2e-${workerInfo.parallelIndex}-`));
      const { dataDir, uploadsDir } = await clubDirs(root, seed);
      const server = await startClubServer({ dataDir, uploadsDir, seed, outsideURL: outside.url, withAdmin: true });
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
});
