import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { accounts } from '../../server/auth/service';
import { adminAccountTexts } from '../../server/contracts';
import { authorized, createAdmin, login, type AdminSession } from '../helpers/admin';
import { badLogin, pooled, postLogin, secretLeak } from '../helpers/auth-kit';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';

describe('POST /api/login', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind one proxy, as a real club runs it: the tests play visitors from several addresses.
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.close());

  it('takes the e-mail trimmed and in any case, and answers a session token that opens the admin API', async () => {
    const admin = await createAdmin(server, { email: 'voorzitter@example.be', password: 'voorzitter-wachtwoord' });
    const answer = await postLogin(server, '  VOORZITTER@Example.BE \t', 'voorzitter-wachtwoord');
    expect(answer.status).toBe(200);
    // The answer carries a way in: no cache (a proxy, the browser, the service worker) may keep it.
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { token } = answer.json as { token: string };
    // The member's id, then 256 random bits; the store keeps only the token's SHA-256.
    expect(token).toMatch(new RegExp(`^${admin.memberId}\\.[\\w-]{43}$`));
    expect((await authorized(server, token)('/admin/api/me')).status).toBe(200);
    const stored = server.store.sessions.filter((session) => session.memberId === admin.memberId);
    expect(stored.map((session) => session.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(server.store.sessions.content())).not.toContain(token.split('.')[1]);
  });

  it('answers the same Dutch 401 for a wrong password, an unknown user and a member who is no admin', async () => {
    const former = await makeMember(server.store, { email: 'oud-bestuur@example.be' });
    await setPassword(server.store, former.id, 'oud-bestuur-wachtwoord', { admin: false });
    await makeMember(server.store, { email: 'lid@example.be' });
    const attempts = [
      await postLogin(server, 'voorzitter@example.be', 'fout-wachtwoord'),
      await postLogin(server, 'niemand@example.be', 'voorzitter-wachtwoord'),
      await postLogin(server, 'oud-bestuur@example.be', 'oud-bestuur-wachtwoord'),
      await postLogin(server, 'lid@example.be', 'wat-dan-ook'),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: badLogin });
    }
  });

  it('after 5 wrong passwords from one address, that address waits, even with the right password; the admin elsewhere does not', async () => {
    await createAdmin(server, { email: 'kassier@example.be', password: 'kassier-wachtwoord' });
    const attacker = { 'X-Forwarded-For': '198.51.100.66' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await postLogin(server, 'kassier@example.be', `fout-${attempt}`, attacker)).status).toBe(401);
    }
    const blocked = await postLogin(server, 'kassier@example.be', 'fout-6', attacker);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect((blocked.json as { message: string }).message).toMatch(
      /^Te veel mislukte aanmeldpogingen\. Probeer het over \d+ seconden? opnieuw\.$/,
    );
    for (const username of ['kassier@example.be', ' Kassier@Example.be ']) {
      const right = await postLogin(server, username, 'kassier-wachtwoord', attacker);
      expect(right.status).toBe(429);
      expect(right.text).not.toContain('token');
    }
    // The real treasurer, at home: not locked out by the guesses from elsewhere.
    const home = await postLogin(server, 'kassier@example.be', 'kassier-wachtwoord', {
      'X-Forwarded-For': '203.0.113.20',
    });
    expect(home.status).toBe(200);
    // Nor is another admin behind the guessing address.
    const colleague = await postLogin(server, 'voorzitter@example.be', 'voorzitter-wachtwoord', attacker);
    expect(colleague.status).toBe(200);
  });

  it('believes only the address its proxy added: a client cannot pick its own with X-Forwarded-For', async () => {
    await createAdmin(server, { email: 'webmaster@example.be', password: 'webmaster-wachtwoord' });
    // The proxy appends the address it saw (198.51.100.77); what the client sent before it is its own invention.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const spoofed = { 'X-Forwarded-For': `10.0.0.${attempt}, 198.51.100.77` };
      expect((await postLogin(server, 'webmaster@example.be', `fout-${attempt}`, spoofed)).status).toBe(401);
    }
    const again = await postLogin(server, 'webmaster@example.be', 'fout-6', {
      'X-Forwarded-For': '10.9.9.9, 198.51.100.77',
    });
    expect(again.status).toBe(429);
  });
  it('counts a guess before checking it, so a burst of parallel guesses cannot slip past the limit', async () => {
    await createAdmin(server, { email: 'schrijver@example.be', password: 'schrijver-wachtwoord' });
    // Called on the service itself: over HTTP the order in which a burst arrives is not fixed.
    const account = accounts({ store: server.store, now: () => new Date(), audit: server.services.audit });
    const guesses = [...Array.from({ length: 10 }, (_, index) => `gok-${index}`), 'schrijver-wachtwoord'];
    const results = await Promise.allSettled(
      guesses.map((password) => account.login({ username: 'schrijver@example.be', password }, '198.51.100.7')),
    );
    const statuses = results.map((result) =>
      result.status === 'fulfilled' ? 200 : (result.reason as { status?: number }).status,
    );
    expect(statuses).toEqual([...new Array(5).fill(401), ...new Array(6).fill(429)]);
  });
});

describe('the login limit per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('refuses every login from an address after 20 failures over different usernames', async () => {
    await createAdmin(server, { email: 'voorzitter@example.be', password: 'voorzitter-wachtwoord' });
    const failures = await pooled(
      Array.from({ length: 20 }, (_, index) => `gok${index}@example.be`),
      4,
      (username) => postLogin(server, username, 'geraden-wachtwoord'),
    );
    expect(failures.map((answer) => answer.status)).toEqual(new Array(20).fill(401));

    const next = await postLogin(server, 'nog-een@example.be', 'geraden-wachtwoord');
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((next.json as { message: string }).message).toMatch(/^Te veel/);
    expect((await postLogin(server, 'voorzitter@example.be', 'voorzitter-wachtwoord')).status).toBe(429);
    // Without TRUST_PROXY a forwarded address is not believed.
    const spoofed = await postLogin(server, 'voorzitter@example.be', 'voorzitter-wachtwoord', {
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(spoofed.status).toBe(429);
  });

  it('with TRUST_PROXY=2 takes the address the outer proxy saw, the second from the right', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '2' } });
    try {
      await createAdmin(proxied, { email: 'voorzitter@example.be', password: 'voorzitter-wachtwoord' });
      // client-chosen, the client as the outer proxy saw it, the outer proxy as the inner one saw it
      const via = (spoof: string) => ({ 'X-Forwarded-For': `${spoof}, 198.51.100.5, 10.0.0.2` });
      const failures = await pooled(
        Array.from({ length: 20 }, (_, index) => index),
        4,
        (index) => postLogin(proxied, `gok${index}@example.be`, 'geraden', via(`192.0.2.${index}`)),
      );
      expect(failures.map((answer) => answer.status)).toEqual(new Array(20).fill(401));
      expect(
        (await postLogin(proxied, 'voorzitter@example.be', 'voorzitter-wachtwoord', via('192.0.2.99'))).status,
      ).toBe(429);
      const elsewhere = { 'X-Forwarded-For': '198.51.100.5, 198.51.100.6, 10.0.0.2' };
      expect((await postLogin(proxied, 'voorzitter@example.be', 'voorzitter-wachtwoord', elsewhere)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe("the admin's own account", () => {
  let server: TestServer;
  let admin: AdminSession;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    admin = await createAdmin(server, {
      email: 'An.Peeters@example.be',
      password: 'eerste-wachtwoord',
      firstName: 'An',
    });
    await server.store.members.update(admin.memberId, (member) => ({ ...member, phoneNumber: '0470 12 34 56' }));
  });
  afterAll(() => server?.close());

  it('shows who is signed in on /me and the profile on /profile, without any secret', async () => {
    const me = await admin.request('/admin/api/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: admin.memberId, firstName: 'An', lastName: 'Peeters' });
    const profile = await admin.request('/admin/api/profile');
    expect(profile.json).toEqual({
      firstName: 'An',
      lastName: 'Peeters',
      email: 'An.Peeters@example.be',
      phoneNumber: '0470 12 34 56',
    });
    const database = await admin.request('/admin/api/database');
    expect(database.json).toMatchObject({ collections: { members: 1, events: 0, newsletters: 0 } });
    for (const answer of [me, profile, database, await admin.request('/admin/api/members')]) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(secretLeak);
    }
  });

  it('refuses a wrong old password and a short new one, and the session survives both', async () => {
    const wrongOld = await admin.request('/admin/api/change-password', {
      method: 'POST',
      body: { oldPassword: 'niet-mijn-wachtwoord', newPassword: 'tweede-wachtwoord' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.json).toMatchObject({ message: 'Het huidige wachtwoord is niet juist.' });

    const short = await admin.request('/admin/api/change-password', {
      method: 'POST',
      body: { oldPassword: 'eerste-wachtwoord', newPassword: 'kort-77' },
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain('Nieuw wachtwoord moet minstens 8 karakters bevatten.');
    const long = await admin.request('/admin/api/change-password', {
      method: 'POST',
      body: { oldPassword: 'eerste-wachtwoord', newPassword: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect((long.json as { errors: unknown }).errors).toEqual({
      newPassword: 'Nieuw wachtwoord is te lang (maximaal 1.000 tekens).',
    });

    expect((await admin.request('/admin/api/me')).status).toBe(200);
    expect(await login(server, 'an.peeters@example.be', 'eerste-wachtwoord')).toBeTruthy();
  });

  it('limits wrong old passwords per address like logins, with Retry-After and a Dutch message', async () => {
    const guesser = await createAdmin(server, { email: 'gast@example.be', password: 'gast-wachtwoord' });
    const change = (oldPassword: string, ip: string) =>
      server.request('/admin/api/change-password', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${guesser.token}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': ip,
        },
        body: JSON.stringify({ oldPassword, newPassword: 'nieuw-gast-wachtwoord' }),
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await change(`fout-${attempt}`, '198.51.100.30')).status).toBe(400);
    }
    const blocked = await change('gast-wachtwoord', '198.51.100.30');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((blocked.json as { message: string }).message).toMatch(/^Te veel keer een verkeerd huidig wachtwoord\./);
    expect(await login(server, 'gast@example.be', 'gast-wachtwoord')).toBeTruthy();
    // From another address the admin can still change it.
    expect((await change('gast-wachtwoord', '203.0.113.30')).status).toBe(200);
  });

  it('changes the password: this session goes on, every other one ends, the answer holds no token', async () => {
    const otherDevice = await login(server, 'an.peeters@example.be', 'eerste-wachtwoord');
    const changed = await admin.request('/admin/api/change-password', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'wachtwoord-1' },
      body: { oldPassword: 'eerste-wachtwoord', newPassword: 'tweede-wachtwoord' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ message: 'Je wachtwoord is gewijzigd. Je bent op je andere toestellen afgemeld.' });
    expect((await admin.request('/admin/api/me')).status).toBe(200);
    expect((await authorized(server, otherDevice)('/admin/api/me')).status).toBe(401);
    expect((await postLogin(server, 'an.peeters@example.be', 'eerste-wachtwoord')).status).toBe(401);
    expect(await login(server, 'an.peeters@example.be', 'tweede-wachtwoord')).toBeTruthy();

    // The same write again (the outbox after a lost answer): the kept answer, which holds no token.
    const replayed = await admin.request('/admin/api/change-password', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'wachtwoord-1' },
      body: { oldPassword: 'eerste-wachtwoord', newPassword: 'tweede-wachtwoord' },
    });
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.json).toEqual(changed.json);
    expect(JSON.stringify(server.store.idempotency.content())).not.toMatch(/token|\d+\.[\w-]{43}/);
  });
});

describe('signing out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('ends the session of this browser only: the admin stays signed in in the other', async () => {
    const admin = await createAdmin(server, { email: 'twee-browsers@example.be', password: 'twee-browsers-ww' });
    const laptop = authorized(server, admin.token);
    const phone = authorized(server, await login(server, admin.email, admin.password));
    const out = await laptop('/admin/api/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect((await laptop('/admin/api/me')).status).toBe(401);
    expect((await phone('/admin/api/me')).status).toBe(200);
    expect((await laptop('/admin/api/logout', { method: 'POST' })).status).toBe(401);
  });

  it('demote, then promote again: the sessions from before stay ended', async () => {
    const chair = await createAdmin(server, { email: 'voorzitter@example.be' });
    const helper = await createAdmin(server, { email: 'helper@example.be' });
    await chair.request(`/admin/api/members/${helper.memberId}/demote-admin`, { method: 'POST' });
    expect((await helper.request('/admin/api/me')).status).toBe(401);
    await chair.request(`/admin/api/members/${helper.memberId}/promote-admin`, { method: 'POST' });
    expect((await helper.request('/admin/api/me')).status).toBe(401);
    expect((await postLogin(server, helper.email, helper.password)).status).toBe(401);
  });
});

describe('the last beheerder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('cannot be demoted or deleted', async () => {
    const admin = await createAdmin(server, { email: 'enige@example.be' });
    for (const [pathname, method] of [
      [`/admin/api/members/${admin.memberId}/demote-admin`, 'POST'],
      [`/admin/api/members/${admin.memberId}`, 'DELETE'],
    ] as const) {
      const answer = await admin.request(pathname, { method });
      expect([answer.status, answer.json]).toEqual([409, { message: adminAccountTexts.lastBeheerder }]);
    }
    expect((await admin.request('/admin/api/members/admins')).json).toEqual([admin.memberId]);
    expect((await admin.request('/admin/api/me')).status).toBe(200);
  });

  it('is not covered by a credential left behind by a member who no longer exists', async () => {
    const admin = await createAdmin(server, { email: 'tweede-enige@example.be' });
    // The admin of the test above goes; what stays of someone else is a credential without a member,
    // as a crash between deleting a member and deleting its credential would leave it.
    await server.store.credentials.removeWhere((credential) => credential.memberId !== admin.memberId);
    await server.store.credentials.create({
      memberId: 9999,
      passwordHash: 'scrypt$achtergebleven',
      admin: true,
      role: 'beheerder',
    });
    const answer = await admin.request(`/admin/api/members/${admin.memberId}/demote-admin`, { method: 'POST' });
    expect(answer.status).toBe(409);
    expect((await admin.request('/admin/api/me')).status).toBe(200);
  });
});

describe('sessions and the unsubscribe key without JWT_SECRET', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'club-secret-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps sessions over a restart; the unsubscribe key is made once into DATA_DIR with mode 0600', async () => {
    const first = await startTestServer({ root });
    const admin = await createAdmin(first, { email: 'beheer@example.be' });
    const file = path.join(root, 'data', 'unsubscribe-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const key = await readFile(file, 'utf8');
    expect(Buffer.from(key.trim(), 'base64').length).toBeGreaterThanOrEqual(32);
    await first.close();

    const second = await startTestServer({ root });
    try {
      expect((await authorized(second, admin.token)('/admin/api/me')).status).toBe(200);
      expect(await readFile(file, 'utf8')).toBe(key);
    } finally {
      await second.close();
    }
  });
});
