import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** The club name the e2e servers run with (playwright.config.ts). */
export const clubName = 'De Houtlandstappers';

/** The admin the e2e servers create at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const e2eAdmin = { email: 'beheer@e2e.test', password: 'e2e-wachtwoord-123' } as const;

/** The demo club's DATA_DIR, so a test can read what the server wrote there (the .eml outbox). */
export function demoDataDir(): string {
  const dir = process.env.E2E_DEMO_DATA_DIR;
  if (!dir) throw new Error('E2E_DEMO_DATA_DIR is not set: run the e2e tests through playwright.config.ts');
  return dir;
}

/** Logs the e2e admin in over the API and answers the bearer headers for admin calls. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/login', {
    data: { username: e2eAdmin.email, password: e2eAdmin.password, recaptchaToken: '' },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** The mails the demo server has written to DATA_DIR/outbox (no SMTP_URL in e2e), as raw .eml texts. */
export async function outboxMails(): Promise<{ file: string; raw: string }[]> {
  const dir = path.join(demoDataDir(), 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => ({ file, raw: await readFile(path.join(dir, file), 'utf8') })));
}

/** The stand-in for map tiles and the geocoder (tests/e2e/support/outside-world.mjs). */
export function outsideWorldUrl(): string {
  const url = process.env.E2E_OUTSIDE_URL;
  if (!url) throw new Error('E2E_OUTSIDE_URL is not set: run the e2e tests through playwright.config.ts');
  return url;
}
