import { afterEach, describe, expect, it } from 'vitest';
import { settingsTexts, type Settings, type SiteConfig } from '../../server/contracts';
import { imageTexts } from '../../server/images/service';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember } from '../helpers/factories';
import { changeSettings, payloadOf, putSettings, readSettings } from '../helpers/settings';

let server: TestServer;
afterEach(() => server?.close());

const path = '/admin/api/settings';

async function start(): Promise<AdminSession> {
  server = await startTestServer({ env: { CLUB_NAME: 'WSV De Kadees' } });
  return createAdmin(server);
}

const siteConfig = async () => (await server.request('/api/site-config')).json as SiteConfig;

/** Every key of an object and of the objects in it, as "club.logo.uuid". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...keyPaths(inner, `${prefix}${key}.`)]);
}

describe('GET and PUT /admin/api/settings', () => {
  it('reads the settings with their version as ETag: a new club named after CLUB_NAME', async () => {
    const admin = await start();
    const answer = await admin.request(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"1"');
    const settings = answer.json as Settings;
    expect(settings).toMatchObject({
      id: expect.any(Number),
      version: 1,
      club: { name: 'WSV De Kadees', shortName: 'WSV De Kadees', themeColor: '#2f6b3a', logo: null, heroImage: null },
    });
    expect(Object.keys(settings).sort()).toEqual([
      'club',
      'contact',
      'id',
      'membership',
      'retention',
      'security',
      'texts',
      'updatedAt',
      'version',
    ]);
    expect(settings.retention).toEqual({ applicationMonths: 12, messageMonths: 12 });
    expect(settings.security).toEqual({ requireTwoStep: false });
  });

  it('stores the whole record: colour in lower case, IBAN in groups, rich text cleaned of scripts', async () => {
    const admin = await start();
    const answer = await changeSettings(admin, (payload) => {
      payload.club.name = 'Wandelclub Het Pad';
      payload.club.themeColor = '#1D4E89';
      payload.texts.welcome = '<p>Welkom!</p><script>alert(1)</script><img src="x" onerror="alert(2)">';
      payload.membership.iban = 'be68539007547034';
      payload.contact.facebook = 'https://www.facebook.com/hetpad';
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"2"');
    const stored = answer.json as Settings;
    expect(stored).toMatchObject({
      version: 2,
      club: { name: 'Wandelclub Het Pad', themeColor: '#1d4e89' },
      membership: { iban: 'BE68 5390 0754 7034' },
      contact: { facebook: 'https://www.facebook.com/hetpad' },
    });
    expect(stored.texts.welcome).toContain('Welkom!');
    expect(stored.texts.welcome).not.toMatch(/script|alert|onerror/);
    expect(await readSettings(admin)).toEqual(stored);
  });

  it('refuses bad fields with a Dutch message for each, and stores nothing', async () => {
    const admin = await start();
    const bad = await changeSettings(admin, (payload) => {
      payload.club.themeColor = 'groen';
      payload.membership.iban = 'BE68 5390 0754 7035';
      payload.contact.instagram = 'javascript:alert(1)';
      payload.contact.website = 'www.hetpad.be';
      payload.club.name = 'x'.repeat(101);
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      message: 'Controleer de ingevulde velden.',
      errors: {
        'club.name': 'Clubnaam is te lang (maximaal 100 tekens).',
        'club.themeColor': settingsTexts.badColour,
        'membership.iban': settingsTexts.badIban,
        'contact.instagram': settingsTexts.badLink,
        'contact.website': settingsTexts.badLink,
      },
    });

    const empty = await changeSettings(admin, (payload) => {
      payload.club.name = '   ';
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ errors: { 'club.name': settingsTexts.nameRequired } });

    const missing = await changeSettings(admin, (payload) => {
      delete (payload.club as Partial<typeof payload.club>).name;
    });
    expect(missing.status).toBe(400);
    const message = (missing.json as { errors: Record<string, string> }).errors['club.name'];
    // zod's own message, in Dutch (server/app.ts sets its Dutch locale).
    expect(message).toMatch(/^Ongeldige invoer/);

    expect(await readSettings(admin)).toMatchObject({ version: 1, club: { name: 'WSV De Kadees' } });
  });

  it('answers a stale If-Match with 409 and the current settings', async () => {
    const admin = await start();
    const first = await readSettings(admin);
    await putSettings(admin, (payload) => {
      payload.club.tagline = 'Stappen in het Houtland';
    });
    const stale = await admin.request(path, {
      method: 'PUT',
      headers: { 'If-Match': `"${first.version}"` },
      body: { ...payloadOf(first), club: { ...payloadOf(first).club, tagline: 'Te laat' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      message: expect.any(String),
      current: { version: 2, club: { tagline: 'Stappen in het Houtland' } },
    });
    expect((await readSettings(admin)).club.tagline).toBe('Stappen in het Houtland');
  });

  it('answers a repeated Idempotency-Key with the first answer, and does not write again', async () => {
    const admin = await start();
    const current = await readSettings(admin);
    const put = (key: string, tagline: string) =>
      admin.request(path, {
        method: 'PUT',
        headers: { 'Idempotency-Key': key, 'If-Match': `"${current.version}"` },
        body: { ...payloadOf(current), club: { ...payloadOf(current).club, tagline } },
      });
    const first = await put('instellingen-1', 'Eerste');
    expect(first.status).toBe(200);
    expect((first.json as Settings).version).toBe(2);
    // Someone else changes it in between.
    await putSettings(admin, (payload) => {
      payload.club.tagline = 'Tussendoor';
    });

    const again = await put('instellingen-1', 'Eerste');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await readSettings(admin)).toMatchObject({ version: 3, club: { tagline: 'Tussendoor' } });
  });

  it('resolves the logo and the hero photo from their references, and refuses an unknown image', async () => {
    const admin = await start();
    const logo = await makeImage(server.store, server.config.uploadsDir, 'logo.jpg');
    const hero = await makeImage(server.store, server.config.uploadsDir, 'welkom.jpg');
    const stored = await putSettings(admin, (payload) => {
      payload.club.logo = { id: logo.id };
      payload.club.heroImage = `/media/${hero.uuid}/`;
    });
    expect(stored.club.logo).toEqual({ id: logo.id, uuid: logo.uuid, cdnUrl: `/media/${logo.uuid}/`, fileName: 'logo.jpg' }); // prettier-ignore
    expect(stored.club.heroImage).toMatchObject({ id: hero.id, uuid: hero.uuid });

    const unknown = await changeSettings(admin, (payload) => {
      payload.club.logo = { id: 9999 };
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ errors: { 'club.logo': imageTexts.notFound } });
    expect((await readSettings(admin)).club.logo?.id).toBe(logo.id);
  });

  it('clears the logo when its image is deleted', async () => {
    const admin = await start();
    const logo = await makeImage(server.store, server.config.uploadsDir, 'logo.jpg');
    await putSettings(admin, (payload) => {
      payload.club.logo = { id: logo.id };
    });
    expect((await siteConfig()).settings.club.logo?.uuid).toBe(logo.uuid);
    expect((await admin.request(`/admin/api/images/${logo.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await readSettings(admin)).club.logo).toBeNull();
    expect((await siteConfig()).settings.club.logo).toBeNull();
  });
});

describe('the public settings in /api/site-config', () => {
  const publicKeys = [
    'club',
    'club.name',
    'club.shortName',
    'club.tagline',
    'club.themeColor',
    'club.foundingYear',
    'club.foundingMembers',
    'club.volunteers',
    'club.logo',
    'club.logo.id',
    'club.logo.uuid',
    'club.logo.cdnUrl',
    'club.logo.fileName',
    'club.heroImage',
    ...[
      'welcome',
      'clubIntro',
      'euraudaxHistory',
      'ownWalks',
      'expect',
      'bring',
      'membership',
      'footer',
      'privacy',
    ].map((key) => `texts.${key}`),
    'texts',
    ...['address', 'email', 'phone', 'facebook', 'instagram', 'strava', 'website'].map((key) => `contact.${key}`),
    'contact',
    ...['yearlyFee', 'iban', 'bic', 'accountHolder'].map((key) => `membership.${key}`),
    'membership',
  ];

  it('shows a change at once, without a restart, with exactly the public keys and nothing of the members', async () => {
    const admin = await start();
    const member = await makeMember(server.store, {
      firstName: 'Griet',
      lastName: 'Vermeersch',
      email: 'griet.vermeersch@example.be',
      phoneNumber: '0470 12 34 56',
    });
    const logo = await makeImage(server.store, server.config.uploadsDir, 'logo.jpg');
    const before = await siteConfig();
    expect(before.settings.club.name).toBe('WSV De Kadees');

    await putSettings(admin, (payload) => {
      payload.club.name = 'Wandelclub Het Pad';
      payload.club.logo = { id: logo.id };
      payload.contact.email = 'info@hetpad.be';
    });
    const after = await server.request('/api/site-config');
    const config = after.json as SiteConfig;
    expect(config.settings.club).toMatchObject({ name: 'Wandelclub Het Pad', logo: { uuid: logo.uuid } });
    expect(config.settings.contact.email).toBe('info@hetpad.be');
    expect(config.settingsVersion).toBeGreaterThan(before.settingsVersion);
    expect(Object.keys(config).sort()).toEqual(['geocoderUrl', 'publicUrl', 'recaptchaSiteKey', 'settings', 'settingsVersion', 'tileUrl']); // prettier-ignore
    expect(keyPaths(config.settings).sort()).toEqual([...publicKeys].sort());
    // Nothing of the record's bookkeeping, nothing of any member.
    for (const leak of [member.email!, 'Vermeersch', '0470 12 34 56', admin.email, 'logoImageId', 'updatedAt']) {
      expect(after.text).not.toContain(leak);
    }
  });
});
