import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSessionSummary, AuditEntry } from '../../server/contracts';
import { authorized, createAdmin, type AdminSession } from '../helpers/admin';
import { postLogin, secretLeak } from '../helpers/auth-kit';
import { startTestServer, type TestServer } from '../helpers/api-server';

// "Aangemeld op": each admin's own devices, signing one or all others out.

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const notFound = { message: 'Deze aanmelding bestaat niet (meer).' };

const minute = 60_000;
let clock = Date.parse('2026-03-02T09:00:00.000Z');
/** Moves the server's clock on: a session's last use is written down at most every 5 minutes. */
const later = (minutes: number) => {
  clock += minutes * minute;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server?.close());

/** The admin signs in once more, on a device that names itself `userAgent` (none: no User-Agent header). */
async function signInOn(admin: AdminSession, userAgent?: string): Promise<AdminSession> {
  const answer = await postLogin(server, admin.email, admin.password, userAgent ? { 'User-Agent': userAgent } : {});
  expect(answer.status).toBe(200);
  const { token } = answer.json as { token: string };
  return { ...admin, token, request: authorized(server, token) };
}

async function sessionsOf(admin: AdminSession): Promise<AdminSessionSummary[]> {
  const answer = await admin.request('/admin/api/sessions');
  expect(answer.status).toBe(200);
  return answer.json as AdminSessionSummary[];
}

const signedIn = async (admin: AdminSession) => (await admin.request('/admin/api/me')).status === 200;

/** The log's entries of kind 'afmelding', read from its files as they lie on disk. */
async function signOutEntries(): Promise<AuditEntry[]> {
  const folder = path.join(server.config.dataDir, 'audit');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.jsonl'));
  const lines = (await Promise.all(files.sort().map((name) => readFile(path.join(folder, name), 'utf8'))))
    .join('')
    .split('\n')
    .filter(Boolean);
  return lines.map((line) => JSON.parse(line) as AuditEntry).filter((entry) => entry.kind === 'afmelding');
}

describe('GET /admin/api/sessions', () => {
  it("lists the admin's own devices by name, the most recently used first, this one marked", async () => {
    const first = await createAdmin(server, { email: 'lijst@example.be' });
    later(1);
    const laptop = await signInOn(first, firefox);
    later(1);
    const phone = await signInOn(first, iphone);
    later(1);
    const unnamed = await signInOn(first);
    await createAdmin(server, { email: 'collega@example.be' });
    later(10);
    expect(await signedIn(phone)).toBe(true);
    later(1);
    // The laptop is used again: now the most recent (the phone's own ask comes within 5 minutes of its last use).
    expect(await signedIn(laptop)).toBe(true);
    later(1);

    const answer = await phone.request('/admin/api/sessions');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const list = answer.json as AdminSessionSummary[];
    expect(list.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox 132 op Windows', current: false },
      { device: 'Safari op iPhone', current: true },
      { device: 'Onbekend toestel', current: false },
      // createAdmin signs in with Node's fetch, which names itself "node": no browser we know.
      { device: 'Onbekend toestel', current: false },
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      device: 'Firefox 132 op Windows',
      firstUsedAt: '2026-03-02T09:01:00.000Z',
      lastUsedAt: '2026-03-02T09:14:00.000Z',
      current: false,
    });
    // The colleague's session is not among them; no token, digest or address is.
    expect(list).toHaveLength(4);
    for (const admin of [first, laptop, phone, unnamed]) expect(answer.text).not.toContain(admin.token.split('.')[1]);
    expect(answer.text).not.toMatch(secretLeak);
    expect(answer.text).not.toMatch(/127\.0\.0\.1|::1|"ip"|address/i);
  });
});

describe('signing devices out', () => {
  it('DELETE …/{id} ends one of the own devices, and the log says so', async () => {
    const admin = await createAdmin(server, { email: 'een@example.be' });
    const phone = await signInOn(admin, iphone);
    const before = (await signOutEntries()).length;
    const target = (await sessionsOf(admin)).find((session) => !session.current)!;

    const answer = await admin.request(`/admin/api/sessions/${target.id}`, { method: 'DELETE' });
    expect(answer.status).toBe(204);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(admin)).toBe(true);
    expect((await sessionsOf(admin)).map((session) => session.current)).toEqual([true]);
    const entries = (await signOutEntries()).slice(before);
    expect(entries).toEqual([
      { at: expect.any(String), kind: 'afmelding', actorId: admin.memberId, action: 'een ander toestel afgemeld' },
    ]);
    // Once ended it is unknown: a second try is the same 404, and no second entry.
    expect(await admin.request(`/admin/api/sessions/${target.id}`, { method: 'DELETE' })).toMatchObject({
      status: 404,
      json: notFound,
    });
    expect(await signOutEntries()).toHaveLength(before + 1);
  });

  it('POST …/others ends every other device of the admin; this one, and other admins, stay', async () => {
    const admin = await createAdmin(server, { email: 'alle@example.be' });
    const laptop = await signInOn(admin, firefox);
    const phone = await signInOn(admin, iphone);
    const colleague = await createAdmin(server, { email: 'blijft@example.be' });
    const before = (await signOutEntries()).length;

    const answer = await laptop.request('/admin/api/sessions/others', { method: 'POST' });
    expect(answer).toMatchObject({ status: 200, json: { ended: 2 } });
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(admin)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(colleague)).toBe(true);
    expect(await sessionsOf(laptop)).toEqual([
      expect.objectContaining({ device: 'Firefox 132 op Windows', current: true }),
    ]);
    expect((await signOutEntries()).slice(before)).toEqual([
      { at: expect.any(String), kind: 'afmelding', actorId: admin.memberId, action: '2 andere toestellen afgemeld' },
    ]);

    // Nothing left to end: nothing ended, nothing logged.
    expect(await laptop.request('/admin/api/sessions/others', { method: 'POST' })).toMatchObject({
      status: 200,
      json: { ended: 0 },
    });
    expect(await signOutEntries()).toHaveLength(before + 1);
  });

  it("answers another admin's session as an unknown one (404), and ends nothing", async () => {
    const admin = await createAdmin(server, { email: 'nieuwsgierig@example.be' });
    const other = await createAdmin(server, { email: 'ander@example.be' });
    const [theirs] = await sessionsOf(other);
    const sessionsBefore = server.store.sessions.size;
    const entriesBefore = (await signOutEntries()).length;

    for (const id of [String(theirs!.id), '999999', '0', 'others', 'abc']) {
      const answer = await admin.request(`/admin/api/sessions/${id}`, { method: 'DELETE' });
      expect(answer, id).toMatchObject({ status: 404, json: notFound });
    }
    expect(await signedIn(other)).toBe(true);
    expect(server.store.sessions.size).toBe(sessionsBefore);
    expect(await signOutEntries()).toHaveLength(entriesBefore);
  });

  it('signing this device out through the list is a sign-out', async () => {
    const admin = await createAdmin(server, { email: 'zelf@example.be' });
    const [own] = await sessionsOf(admin);
    expect(await admin.request(`/admin/api/sessions/${own!.id}`, { method: 'DELETE' })).toMatchObject({ status: 204 });
    expect(await signedIn(admin)).toBe(false);
    expect((await signOutEntries()).at(-1)).toMatchObject({ actorId: admin.memberId, action: 'dit toestel afgemeld' });
  });
});

describe('the first start keeps the device too', () => {
  it("names the setup's browser in the new admin's list", async () => {
    const fresh = await startTestServer();
    try {
      const answer = await fresh.request('/api/setup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': firefox },
        body: JSON.stringify({
          code: fresh.services.setup.code(),
          clubName: 'De Wandelende Wielen',
          firstName: 'Mie',
          lastName: 'Peeters',
          email: 'mie@example.be',
          password: 'een-goed-wachtwoord',
        }),
      });
      expect(answer.status).toBe(200);
      const { token } = answer.json as { token: string };
      const list = await authorized(fresh, token)('/admin/api/sessions');
      expect(list.json).toEqual([expect.objectContaining({ device: 'Firefox 132 op Windows', current: true })]);
    } finally {
      await fresh.close();
    }
  });
});
