import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** The club name the e2e servers run with (club-server.ts). */
export const clubName = 'De Houtlandstappers';

/** The admin the e2e servers create at start (ADMIN_EMAIL / ADMIN_PASSWORD in club-server.ts). */
export const e2eAdmin = { email: 'beheer@e2e.test', password: 'e2e-wachtwoord-123' } as const;

/** The club server of this test's worker (the `club` fixture in test.ts) and where it keeps its state. */
export type Club = {
  baseURL: string;
  dataDir: string;
  uploadsDir: string;
  /** The stand-in for map tiles and the geocoder (outside-world.ts) that this server talks to. */
  outsideURL: string;
  /** The paths the stand-in was asked for so far. */
  outsideRequests: () => string[];
};

/** Logs the e2e admin in over the API and answers the bearer headers for admin calls. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/login', {
    data: { username: e2eAdmin.email, password: e2eAdmin.password, recaptchaToken: '' },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** The mails the club server has written to DATA_DIR/outbox (no SMTP_URL in e2e), as raw .eml texts. */
export async function outboxMails(club: Pick<Club, 'dataDir'>): Promise<{ file: string; raw: string }[]> {
  const dir = path.join(club.dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => ({ file, raw: await readFile(path.join(dir, file), 'utf8') })));
}
