import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../server/logger';
import type { TestServer } from './api-server';

/** Shared by the auth tests: login over HTTP, bounded parallel requests, the password of a promotion mail. */
export const badLogin = 'Ongeldige e-mail of wachtwoord.';
export const secretLeak = /passwordHash|tokenVersion|scrypt\$/;
export const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function postLogin(
  server: TestServer,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return server.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ username, password, recaptchaToken: '' }),
  });
}

export /** Runs `task` over `items` with at most `limit` at a time, answers in order. */
async function pooled<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The generated password in the promotion mail, read from the .eml outbox. */
export async function mailedPassword(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt++) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      const password = /Wachtwoord:\s+(\S{20})/.exec(text)?.[1];
      if (text.includes(email) && password) return password;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Geen wachtwoordmail voor ${email}`);
}
