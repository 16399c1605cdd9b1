import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { limitTexts, refusesCharacter, textFields, type Image, type Settings } from '../../server/contracts';
import { settingsRouteTexts } from '../../server/settings/admin-routes';
import { neutralSettings } from '../../server/settings/defaults';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { Answer, ErrorAnswer } from '../helpers/answers';
import { jpeg, makeMember, makeNewsletter, makeWalk } from '../helpers/factories';
import { startServerProcess, stopServerProcess } from '../helpers/server-process';
import { changeSettings, payloadOf, readSettings } from '../helpers/settings';

// The club name took line breaks, so an admin could forge lines in the start banner
// (a fake setup link); PUT /admin/api/settings without If-Match overwrote silently.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<AdminSession> {
  server = await startTestServer({ env: { CLUB_NAME: 'Wandelclub Het Pad', TRUST_PROXY: '1' }, ...options });
  return createAdmin(server);
}

const oneLine = (field: keyof typeof textFields) => limitTexts.refusedCharacter(textFields[field]);
const fakeSetupLine = 'Eerste start: maak de club aan via http://aanvaller.example/admin/setup?code=vals';

function expectFieldRefused(answer: Answer, errors: Record<string, string>) {
  expect(answer.status, answer.text).toBe(400);
  expect((answer.json as ErrorAnswer).errors).toMatchObject(errors);
}

describe('the club settings', () => {
  it('refuse a line break in the club name with the field message, and store nothing', async () => {
    const admin = await start();
    const forged = await changeSettings(admin, (payload) => {
      payload.club.name = `Wandelclub\r\n${fakeSetupLine}`;
      payload.club.tagline = 'Stappen\u2028in het Houtland';
      payload.club.shortName = 'Pad\u0085';
      payload.contact.phone = '050\t12 34 56';
    });
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({
      message: 'Controleer de ingevulde velden.',
      errors: {
        'club.name': 'Clubnaam mag geen regeleinden of andere stuurtekens bevatten.',
        'club.tagline': oneLine('tagline'),
        'club.shortName': oneLine('shortName'),
        'contact.phone': oneLine('phoneNumber'),
      },
    });
    expect(await readSettings(admin)).toMatchObject({ version: 1, club: { name: 'Wandelclub Het Pad' } });
  });

  it('keep line breaks in their rich texts', async () => {
    const admin = await start();
    const answer = await changeSettings(admin, (payload) => {
      payload.texts.welcome = '<p>Welkom\r\nbij ons</p>\n<p>\tTot dan</p>';
    });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.json as Settings).texts.welcome).toContain('Welkom\r\nbij ons');
  });

  it('refuse a save without If-Match with a 428, and change nothing; "*" and the loaded version are taken', async () => {
    const admin = await start();
    const loaded = await readSettings(admin);
    const payload = payloadOf(loaded);
    const blind = await admin.request('/admin/api/settings', {
      method: 'PUT',
      body: { ...payload, club: { ...payload.club, name: 'Overschreven' } },
    });
    expect(blind.status).toBe(428);
    expect(blind.json).toEqual({ message: settingsRouteTexts.versionRequired });
    expect(blind.json).toEqual({
      message:
        'Deze wijziging mist de versie waarop ze steunt (If-Match). Laad de instellingen opnieuw en probeer nog eens.',
    });
    expect(await readSettings(admin)).toEqual(loaded);

    for (const ifMatch of [`"${loaded.version}"`, '*']) {
      const saved = await admin.request('/admin/api/settings', {
        method: 'PUT',
        headers: { 'If-Match': ifMatch },
        body: { ...payload, club: { ...payload.club, name: `Met ${ifMatch}` } },
      });
      expect(saved.status, saved.text).toBe(200);
      expect((saved.json as Settings).club.name).toBe(`Met ${ifMatch}`);
    }
  });
});

describe('the one-line fields of other writes', () => {
  it('refuse a line break in a name or title, naming the field', async () => {
    const admin = await start();
    const member = await makeMember(server!.store);
    const walk = await makeWalk(server!.store);
    const newsletter = await makeNewsletter(server!.store);
    const before = JSON.stringify([
      server!.store.members.all(),
      server!.store.events.all(),
      server!.store.pages.all(),
      server!.store.newsletters.all(),
    ]);
    const post = (pathname: string, body: unknown, method = 'POST') => admin.request(pathname, { method, body });

    expectFieldRefused(await post('/admin/api/members', { firstName: 'Jan\nX', lastName: 'Peeters' }), {
      firstName: oneLine('firstName'),
    });
    expectFieldRefused(await post(`/admin/api/members/${member.id}`, { lastName: 'Peeters\r' + 'X' }, 'PUT'), {
      lastName: oneLine('lastName'),
    });
    const walkBody = { name: 'Lente\ntocht', startDateTime: '2026-05-10T08:00', distances: '6\u000b12 km' };
    expectFieldRefused(await post('/admin/api/events/walking', walkBody), {
      name: oneLine('walkName'),
      distances: oneLine('distances'),
    });
    expectFieldRefused(await post(`/admin/api/events/${walk.id}`, { name: 'Herfst\r\ntocht' }, 'PATCH'), {
      name: oneLine('walkName'),
    });
    expectFieldRefused(await post('/admin/api/website-pages', { title: 'Over\nons', link: 'over-ons' }), {
      title: oneLine('title'),
    });
    expectFieldRefused(
      await post(`/admin/api/newsletters/${newsletter.id}`, { title: 'Lente\neditie', blocks: [] }, 'PUT'),
      {
        title: oneLine('title'),
      },
    );
    expectFieldRefused(await post('/admin/api/newsletters', { title: 'Zomer\u2029editie' }), {
      title: oneLine('title'),
    });
    expect(
      JSON.stringify([
        server!.store.members.all(),
        server!.store.events.all(),
        server!.store.pages.all(),
        server!.store.newsletters.all(),
      ]),
    ).toBe(before);
  });

  it('refuse a line break in the contact and membership forms, whose remarks and message keep theirs', async () => {
    await start();
    const form = (pathname: string, body: unknown) =>
      server!.request(pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const contact = { name: 'Jan', email: 'jan@example.be', text: 'Hallo\r\nik heb een vraag', recaptchaToken: '' };
    expectFieldRefused(await form('/api/mail/contact', { ...contact, name: 'Jan\r\nBcc: iedereen@example.be' }), {
      name: oneLine('contactName'),
    });
    expect((await form('/api/mail/contact', contact)).status).toBe(201);
    expect(server!.store.contactMessages.all().at(-1)?.text).toBe(contact.text);

    const address = {
      street: 'Kerk\nstraat',
      houseNumber: '3',
      city: 'Aart\u0000rijke',
      postalCode: '8211',
      country: 'België',
    };
    const application = {
      firstName: 'An\nna',
      lastName: 'Claes',
      email: 'an@example.be',
      dateOfBirth: '1980-02-03',
      phoneNumber: '050\r123',
      remarks: 'Ik wandel graag.\nOok in de winter.',
      address,
      recaptchaToken: '',
    };
    expectFieldRefused(await form('/api/members', application), {
      firstName: oneLine('firstName'),
      phoneNumber: oneLine('phoneNumber'),
      'address.street': oneLine('street'),
      'address.city': oneLine('city'),
    });
    const accepted = await form('/api/members', {
      ...application,
      firstName: 'Anna',
      phoneNumber: '050 123',
      address: { ...address, street: 'Kerkstraat', city: 'Aartrijke' },
    });
    expect(accepted.status, accepted.text).toBe(201);
    expect(server!.store.applications.all().at(-1)?.remarks).toBe('Ik wandel graag.\nOok in de winter.');
  });

  it('takes a photo whose file name holds a control character, and keeps its name on one line', async () => {
    // The upload reads file names as latin-1, so a '€' (E2 82 AC) in the name arrives as a C1 control character.
    const admin = await start();
    const form = new FormData();
    for (const name of ['prijs €5.jpg', 'à la carte.jpg']) {
      form.append('files', new File([new Uint8Array(await jpeg(40, 30))], name, { type: 'image/jpeg' }));
    }
    const answer = await admin.request('/admin/api/images/upload', { method: 'POST', body: form });
    expect(answer.status, answer.text).toBe(201);
    const names = (answer.json as Image[]).map((image) => image.fileName);
    expect(names).toHaveLength(2);
    expect(names.filter((name) => refusesCharacter(textFields.fileName, name))).toEqual([]);
  });
});

describe('data stored before the rule', () => {
  const meta = { version: 1, updatedAt: '2025-01-01T00:00:00.000Z' };
  const oldSettings = (name: string) => ({ nextId: 2, records: [{ ...neutralSettings(name), ...meta, id: 1 }] });

  it('is read with its line breaks in one-line fields as spaces, keeps those of multi-line texts, and can be written', async () => {
    const admin = await start({
      dataFiles: {
        'settings.json': oldSettings('Oude\r\nclub'),
        'members.json': {
          nextId: 2,
          records: [{ ...meta, id: 1, firstName: 'Jan\nX', lastName: 'Peeters\u2028', comments: 'regel 1\nregel 2' }],
        },
        'events.json': {
          nextId: 2,
          records: [{ ...meta, id: 1, name: 'Tocht\u0085twee', startDateTime: '2026-05-10T08:00' }],
        },
      },
    });
    expect((await readSettings(admin)).club.name).toBe('Oude club');
    const member = (await admin.request('/admin/api/members/1')).json as Record<string, unknown>;
    expect(member).toMatchObject({ firstName: 'Jan X', lastName: 'Peeters', comments: 'regel 1\nregel 2' });
    expect(((await admin.request('/admin/api/events/1')).json as { name: string }).name).toBe('Tocht twee');

    // A write of another field of the record stores it as read.
    const paid = await admin.request('/admin/api/members/1', { method: 'PUT', body: { paid: true } });
    expect(paid.status, paid.text).toBe(200);
    expect(server!.store.members.get(1)).toMatchObject({ firstName: 'Jan X', paid: true });
  });

  it('cannot forge a line of the start banner', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'club-banner-'));
    try {
      await mkdir(path.join(folder, 'data'), { recursive: true });
      await writeFile(
        path.join(folder, 'data', 'settings.json'),
        JSON.stringify(oldSettings(`Wandelclub\n${fakeSetupLine}\n`)),
      );
      const started = await startServerProcess(folder, { SEED: 'none' });
      await stopServerProcess(started);
      const lines = started.output().split('\n');
      // The name stays on the banner's first line; the only setup link is the server's own.
      expect(lines.find((line) => line.includes('draait op'))).toMatch(/^Wandelclub Eerste start: .* draait op http/);
      const setupLines = lines.filter((line) => line.startsWith('Eerste start'));
      expect(setupLines).toHaveLength(1);
      expect(setupLines[0]).not.toContain('aanvaller');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
