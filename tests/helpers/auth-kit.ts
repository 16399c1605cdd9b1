import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../server/logger';
import type { TestServer } from './api-server';

/** Shared by the auth tests: login over HTTP, bounded parallel requests, the password of a promotion mail. */
export const badLogin = 'Ongeldige e-mail of wachtwoord.';
export const secretLeak = /passwordHash|tokenVersion|tokenHash|codeHash|scrypt\$/;
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

/** The set-password code in the promotion mail to `email`, read from the .eml outbox (the newest one). */
export async function mailedCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 200; attempt++) {
    // Delivered mails only: a mail being written is a .tmp file until it is renamed, complete.
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      // Quoted-printable may break the line and encode '=': undo both before looking.
      const text = (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const code = /\/admin\/wachtwoord\?code=([\w-]{43})/.exec(text)?.[1];
      if (text.includes(email) && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Geen mail met een link om een wachtwoord te kiezen voor ${email}`);
}

/** A promoted admin follows the mailed link and chooses a password; answers the session token. */
export async function acceptPromotion(server: TestServer, email: string, password: string): Promise<string> {
  const code = await mailedCode(server.config.dataDir, email);
  const answer = await server.request('/api/set-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, password }),
  });
  if (answer.status !== 200) throw new Error(`Wachtwoord kiezen mislukt: ${answer.status} ${answer.text}`);
  return (answer.json as { token: string }).token;
}
