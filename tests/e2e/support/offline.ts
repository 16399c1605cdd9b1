import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Club } from './club';
import { chromium, expect, test, type BrowserContext, type Page } from './test';

/**
 * A browser with a profile on disk (chromium.launchPersistentContext): unlike the test's own
 * context it can be closed and opened again with the same storage (IndexedDB, service worker,
 * localStorage). It runs as the project's browser does: same binary, flags, base URL and locale.
 * `watch` is the test's `csp.watch`, so its pages are checked for CSP violations like any other.
 */
export function persistentBrowser(baseURL: string, watch: (context: BrowserContext) => Promise<void>) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'houtlandstappers-profile-'));
  const use = test.info().project.use;
  let open: BrowserContext | undefined;
  return {
    launch: async (): Promise<BrowserContext> => {
      open = await chromium.launchPersistentContext(userDataDir, {
        executablePath: use.launchOptions?.executablePath ?? '/usr/bin/chromium',
        args: use.launchOptions?.args ?? [],
        headless: true,
        baseURL,
        locale: 'nl-BE',
        timezoneId: 'Europe/Brussels',
        viewport: { width: 1280, height: 900 },
        serviceWorkers: 'allow',
      });
      await watch(open);
      return open;
    },
    /** Closes the browser if a failed test left it open (Chromium still writes to the profile), then deletes the profile. */
    remove: async (): Promise<void> => {
      await open?.close().catch(() => undefined);
      open = undefined;
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the service worker controls the page, so the shell, chunks and media come from its caches offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
}

/** How many writes wait in the admin outbox (IndexedDB 'houtlandstappers-admin', store 'outbox'). */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('houtlandstappers-admin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/**
 * Whether the admin app has kept its answer to `url` for offline use (store 'reads'). It keeps it after
 * the answer has come; a test that then leaves the page at once with page.goto (which a person inside
 * the app never does) can cut that write off, and the screen finds nothing offline.
 */
export function hasSavedRead(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('houtlandstappers-admin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) {
            db.close();
            resolve(false);
            return;
          }
          const found = db.transaction('reads').objectStore('reads').count(wanted);
          found.onsuccess = () => {
            db.close();
            resolve(found.result > 0);
          };
          found.onerror = () => reject(found.error);
        };
      }),
    url,
  );
}

/** The header's count of waiting writes (the admin layout), exactly as the admin reads it. */
export const pendingCountText = (n: number) =>
  n === 1 ? '1 wijziging wacht op verbinding' : `${n} wijzigingen wachten op verbinding`;

/** Any count in the header, to check it is gone. */
export const anyPendingCount = /^\d+ wijziging(en)? wacht(en)? op verbinding$/;

/** The images the club server holds: one folder per uuid in its UPLOADS_DIR. */
export function storedImageUuids(club: Club): string[] {
  return readdirSync(club.uploadsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** An image that really loaded: the browser decoded it (a failed or pending one has naturalWidth 0). */
export async function expectImageLoaded(page: Page, selector: string): Promise<void> {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
      message: `${selector} loads`,
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}
