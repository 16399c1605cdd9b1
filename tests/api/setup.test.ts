import { afterEach, describe, expect, it } from 'vitest';
import { adminMemberIds, ensureAdmin } from '../../server/auth/admins';
import { createAdmin, login } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A club as SEED=none leaves it: no members, no admin, the setup open. */
async function start(env: Record<string, string> = {}) {
  server = await startTestServer({ env: { CLUB_NAME: 'Nieuwe Club', TRUST_PROXY: '1', ...env } });
  return server;
}

const texts = {
  invalid: 'Deze setuplink is ongeldig. Gebruik de link die de server bij het starten toonde.',
  hasAdmin: 'Deze club heeft al een beheerder: meld je aan.',
};

const form = (code: string, changes: Record<string, unknown> = {}) => ({
  code,
  clubName: 'De Wandelende Wielen',
  firstName: 'Mie',
  lastName: 'Peeters',
  email: 'Mie.Peeters@Example.be',
  password: 'een-goed-wachtwoord',
  ...changes,
});

const post = (testServer: TestServer, body: unknown, ip = '203.0.113.5') =>
  testServer.request('/api/setup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });

const check = (testServer: TestServer, code: string, ip = '203.0.113.5') =>
  testServer.request(`/api/setup?code=${encodeURIComponent(code)}`, { headers: { 'X-Forwarded-For': ip } });

const codeOf = (testServer: TestServer) => {
  const code = testServer.services.setup.code();
  if (!code) throw new Error('the setup is not open');
  return code;
};

/** Nothing a refused setup may have made: no member, no credential, no stored settings. */
const untouched = (testServer: TestServer) => ({
  members: testServer.store.members.size,
  credentials: testServer.store.credentials.size,
  settings: testServer.store.settings.size,
});
const empty = { members: 0, credentials: 0, settings: 0 };

describe('the first start: /api/setup', () => {
  it('names the club and makes its first admin with the printed code, once', async () => {
    const testServer = await start();
    const code = codeOf(testServer);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const checked = await check(testServer, code);
    expect(checked.status).toBe(200);
    expect(checked.json).toEqual({ clubName: 'Nieuwe Club' });
    expect(checked.headers.get('cache-control')).toBe('no-store');

    const answer = await post(testServer, form(code));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { token } = answer.json as { token: string };
    const me = await testServer.request('/admin/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.json).toMatchObject({ firstName: 'Mie', lastName: 'Peeters', email: 'mie.peeters@example.be' });

    const config = (await testServer.request('/api/site-config')).json as {
      settings: { club: { name: string; shortName: string }; texts: { welcome: string } };
    };
    expect(config.settings.club).toMatchObject({ name: 'De Wandelende Wielen', shortName: 'Wandelende' });
    // The new club's own texts name it; none still says the name it had before.
    expect(config.settings.texts.welcome).toContain('De Wandelende Wielen');
    expect(JSON.stringify(config.settings)).not.toContain('Nieuwe Club');
    expect(await login(testServer, 'mie.peeters@example.be', 'een-goed-wachtwoord')).toBeTruthy();

    // The link is spent: refused, and nothing more is made.
    expect(testServer.services.setup.code()).toBeUndefined();
    const again = await post(testServer, form(code, { email: 'tweede@example.be', clubName: 'Andere Club' }));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: texts.hasAdmin });
    expect((await check(testServer, code)).json).toEqual({ message: texts.hasAdmin });
    expect(testServer.store.members.size).toBe(1);
    expect(testServer.services.settings.clubName()).toBe('De Wandelende Wielen');
    // The code is the console's secret: no log line carries it.
    expect(JSON.stringify(testServer.logged)).not.toContain(code);
  });

  it('keeps the rest of the settings, and texts someone already wrote', async () => {
    const testServer = await start();
    const before = testServer.services.settings.data();
    await testServer.services.settings.replace({
      ...before,
      club: { ...before.club, tagline: 'Stappen in het Houtland' },
      texts: { ...before.texts, welcome: '<p>Onze eigen welkomsttekst.</p>' },
      contact: { ...before.contact, email: 'info@club.be' },
    });
    expect((await post(testServer, form(codeOf(testServer), { clubName: 'WSV De Lange Afstand' }))).status).toBe(200);
    const after = testServer.services.settings.data();
    expect(after.club).toMatchObject({
      name: 'WSV De Lange Afstand',
      shortName: 'WSV De Lange',
      tagline: 'Stappen in het Houtland',
    });
    expect(after.texts).toEqual({ ...before.texts, welcome: '<p>Onze eigen welkomsttekst.</p>' });
    expect(after.contact.email).toBe('info@club.be');
  });

  it('refuses a wrong or missing code and makes nothing', async () => {
    const testServer = await start();
    const code = codeOf(testServer);
    const guesser = '198.51.100.20';
    for (const wrong of ['', 'x', code.slice(0, -1), `${code}x`, code.toUpperCase(), 'y'.repeat(5000)]) {
      const answer = await post(testServer, form(wrong), guesser);
      expect(answer.status, wrong).toBe(wrong.length > 100 ? 400 : 403);
      expect((answer.json as { message: string }).message, wrong).toBe(
        wrong.length > 100 ? 'Controleer de ingevulde velden.' : texts.invalid,
      );
      if (wrong.length <= 100) {
        expect((await check(testServer, wrong, '198.51.100.21')).json).toEqual({ message: texts.invalid });
      }
    }
    expect((await testServer.request('/api/setup')).status).toBe(403);
    expect((await testServer.request('/api/setup?code=a&code=b')).status).toBe(403);
    expect(untouched(testServer)).toEqual(empty);
    // The right code still works afterwards.
    expect((await post(testServer, form(code))).status).toBe(200);
  });

  it('slows down an address that keeps trying wrong codes, as logins do', async () => {
    const testServer = await start();
    const code = codeOf(testServer);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await check(testServer, `fout-${attempt}`, '198.51.100.9')).status).toBe(403);
    }
    const refused = await post(testServer, form(code), '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.json as { message: string }).message).toMatch(/^Te veel ongeldige setuplinks geprobeerd\./);
    expect(untouched(testServer)).toEqual(empty);
    // Another address is not held back by it.
    expect((await post(testServer, form(code), '198.51.100.10')).status).toBe(200);
  });

  it('is closed once the club has an admin made another way, though the code was right', async () => {
    const testServer = await start();
    const code = codeOf(testServer);
    await createAdmin(testServer, { email: 'cli@example.be' });
    expect(testServer.services.setup.code()).toBeUndefined();
    const before = untouched(testServer);
    expect((await check(testServer, code)).status).toBe(409);
    const answer = await post(testServer, form(code));
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: texts.hasAdmin });
    expect(untouched(testServer)).toEqual(before);
  });

  it('is closed from the start for a club whose admin ADMIN_EMAIL made', async () => {
    // What index.ts does at start with ADMIN_EMAIL / ADMIN_PASSWORD, before the routes answer.
    const testServer = await start();
    await ensureAdmin(testServer.store, { email: 'voorzitter@example.be', password: 'lang-genoeg-wachtwoord' });
    expect(testServer.services.setup.code()).toBeUndefined();
    expect((await post(testServer, form('iets'))).status).toBe(409);
    expect(testServer.store.members.size).toBe(1);
  });

  it('answers every field that is wrong in Dutch, and makes nothing', async () => {
    const testServer = await start();
    const answer = await post(testServer, {
      code: codeOf(testServer),
      clubName: '   ',
      firstName: '',
      lastName: 'x'.repeat(101),
      email: 'geen-adres',
      password: 'kort',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      message: 'Controleer de ingevulde velden.',
      errors: {
        clubName: 'Clubnaam is verplicht.',
        firstName: 'Voornaam is verplicht',
        lastName: 'Achternaam is te lang (maximaal 100 tekens).',
        email: 'Ongeldig e-mailadres',
        password: 'Wachtwoord moet minstens 8 karakters bevatten.',
      },
    });
    const long = await post(
      testServer,
      form(codeOf(testServer), { clubName: 'c'.repeat(101), password: 'p'.repeat(1001) }),
    );
    expect(long.json).toMatchObject({
      errors: {
        clubName: 'Clubnaam is te lang (maximaal 100 tekens).',
        password: 'Wachtwoord is te lang (maximaal 1.000 tekens).',
      },
    });
    for (const body of [null, [], 'tekst', 42, {}]) {
      expect((await post(testServer, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(untouched(testServer)).toEqual(empty);
  });

  it('makes exactly one admin when several right requests come at once', async () => {
    const testServer = await start();
    const code = codeOf(testServer);
    const answers = await Promise.all(
      ['een', 'twee', 'drie', 'vier'].map((name, index) =>
        post(testServer, form(code, { email: `${name}@example.be`, clubName: `Club ${name}` }), `192.0.2.${index + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(adminMemberIds(testServer.store)).toHaveLength(1);
    expect(testServer.store.members.size).toBe(1);
    const winner = testServer.store.members.all()[0]!;
    expect(testServer.services.settings.clubName()).toBe(`Club ${winner.email!.split('@')[0]}`);
  });
});
