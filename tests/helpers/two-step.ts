import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { AuditEntry, TwoStepStart } from '../../server/contracts';
import type { AdminSession } from './admin';
import type { TestServer } from './api-server';

/**
 * A clock the test moves: the server reads it for the codes, the challenges and the sessions. Starts on
 * a step's first second, so `step(n)` lands in the n-th next 30-second step.
 */
export function testClock(start = '2026-12-01T10:00:00.000Z') {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
    step: (steps = 1) => {
      at += steps * 30_000;
    },
  };
}

/** The app's code at `at`, made here with otpauth itself (as the phone's app would), not by the server's code. */
export function appCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: at.getTime() });
}

/** A code that is not the app's at `at` (nor one step either side). */
export function wrongCode(secret: string, at: Date): string {
  const near = [-30_000, 0, 30_000].map((offset) => appCode(secret, new Date(at.getTime() + offset)));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

export function postJson(server: TestServer, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return server.request(pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The first step with the right password: the challenge the second step answers. */
export async function passwordStep(server: TestServer, admin: Pick<AdminSession, 'email' | 'password'>) {
  const answer = await postJson(server, '/api/login', { username: admin.email, password: admin.password });
  if (answer.status !== 200) throw new Error(`Aanmelden mislukt: ${answer.status} ${answer.text}`);
  const { challenge } = answer.json as { challenge?: string };
  if (!challenge) throw new Error(`Geen tweede stap gevraagd: ${answer.text}`);
  return challenge;
}

/** Sets up two-step verification for the admin; answers the secret (without spaces) and the recovery codes. */
export async function enrol(
  admin: AdminSession,
  at: Date,
  headers: Record<string, string> = {},
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await admin.request('/admin/api/two-step/start', { method: 'POST', headers });
  if (started.status !== 200) throw new Error(`Start mislukt: ${started.status} ${started.text}`);
  const secret = (started.json as TwoStepStart).secret.replace(/\s/g, '');
  const confirmed = await admin.request('/admin/api/two-step/confirm', {
    method: 'POST',
    headers,
    body: { code: appCode(secret, at) },
  });
  if (confirmed.status !== 200) throw new Error(`Bevestigen mislukt: ${confirmed.status} ${confirmed.text}`);
  return { secret, recoveryCodes: (confirmed.json as { recoveryCodes: string[] }).recoveryCodes };
}

/** Every entry of the log so far. */
export async function auditEntries(server: TestServer): Promise<AuditEntry[]> {
  const folder = path.join(server.config.dataDir, 'audit');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  const lines = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  return lines.flatMap((text) => text.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as AuditEntry);
}
