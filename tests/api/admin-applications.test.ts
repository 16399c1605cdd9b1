import { afterEach, describe, expect, it } from 'vitest';
import type { AdminApplication, ApplicationDecision } from '../../server/contracts';
import { authorized, createAdmin, login, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { applicationForm, makeApplication } from '../helpers/applications';
import { makeMember } from '../helpers/factories';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

let server: TestServer | undefined;
let smtp: TestSmtpServer | undefined;

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = smtp = undefined;
});

const publicUrl = 'https://club.example';
const clubEmail = 'club@example.be';
const day = 24 * 60 * 60 * 1000;

/** The real server with a clock the test moves, sending to a loopback SMTP server (or to `smtpUrl`). */
async function start(options: { smtpUrl?: string } = {}) {
  const clock = { now: new Date('2026-11-27T10:00:00.000Z') };
  if (!options.smtpUrl) smtp = await startSmtpServer();
  server = await startTestServer({
    now: () => clock.now,
    env: {
      SMTP_URL: options.smtpUrl ?? smtp!.smtpUrl,
      CLUB_EMAIL: clubEmail,
      CLUB_NAME: 'De Testwandelaars',
      PUBLIC_URL: publicUrl,
    },
  });
  const admin = await createAdmin(server, { email: 'secretaris@example.be' });
  return { server, admin, clock };
}

const apply = (testServer: TestServer, body: unknown = applicationForm) =>
  testServer.request('/api/members', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const list = async (admin: AdminSession) => (await admin.request('/admin/api/applications')).json as AdminApplication[];

const decide = (admin: AdminSession, id: number, decision: 'accept' | 'refuse', body: unknown, version?: number) =>
  admin.request(`/admin/api/applications/${id}/${decision}`, {
    method: 'POST',
    body,
    headers: version === undefined ? {} : { 'If-Match': `"${version}"` },
  });

/**
 * What the SMTP server has received once the queue is idle: a decision's mails are queued before its
 * answer, so every mail it made has gone (or failed) by then.
 */
async function settled(testSmtp: TestSmtpServer, testServer: TestServer): Promise<number> {
  await testServer.services.mail.idle();
  return testSmtp.received.length;
}

/** Every collection a decision writes, to show that a refused one wrote nothing. */
const written = (testServer: TestServer) =>
  JSON.stringify([testServer.store.applications.all(), testServer.store.members.all(), testServer.store.mail.all()]);

describe('the membership form', () => {
  it('keeps an application, makes no member, and links the club to Aanvragen', async () => {
    const { server, admin } = await start();
    const answer = await apply(server);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ message: 'Uw lidmaatschapsaanvraag is verstuurd.' });

    expect(server.store.members.all().map((member) => member.email)).toEqual(['secretaris@example.be']);
    expect(await list(admin)).toEqual([
      {
        id: 1,
        version: 1,
        updatedAt: '2026-11-27T10:00:00.000Z',
        firstName: 'Sofie',
        lastName: 'Van Damme',
        dateOfBirth: '1990-05-17',
        email: 'sofie@example.be',
        phoneNumber: '0472 00 11 22',
        gender: 'female',
        address: applicationForm.address,
        remarks: 'Ik wandel graag de 21 km.',
        receivedAt: '2026-11-27T10:00:00.000Z',
        status: 'nieuw',
        handledAt: null,
        handledBy: null,
        memberId: null,
        refusalReason: null,
        matches: [],
      },
    ]);
    // Not a member yet, so not counted.
    expect((await server.request('/api/members/count')).json).toBe(1);

    const mails = await smtp!.waitFor(2);
    const toClub = mails.find((mail) => mail.envelopeTo.includes(clubEmail))!;
    expect(toClub.parsed.text).toContain(`${publicUrl}/admin/aanvragen`);
    expect(toClub.parsed.text).not.toMatch(/Ledenbeheer|niet-actief/);
    expect(mails.find((mail) => mail.envelopeTo.includes('sofie@example.be'))).toBeDefined();
  });
});

describe('the list of applications', () => {
  it('is newest first, with every detail and the members who may be the same person', async () => {
    const { server, admin, clock } = await start();
    await apply(server, { ...applicationForm, firstName: 'Eerste', email: 'eerste@example.be' });
    clock.now = new Date(clock.now.getTime() + 60_000);
    await apply(server, { ...applicationForm, firstName: 'Tweede', email: 'TWEEDE@example.be' });
    const known = await makeMember(server.store, { firstName: 'Tweede', lastName: 'Lid', email: 'tweede@example.be' });
    const twin = await makeMember(server.store, {
      firstName: 'eerste ',
      lastName: 'VAN DAMME',
      dateOfBirth: '1990-05-17',
      email: null,
    });

    const applications = await list(admin);
    expect(applications.map((application) => [application.firstName, application.matches])).toEqual([
      ['Tweede', [{ id: known.id, firstName: 'Tweede', lastName: 'Lid', by: 'email' }]],
      ['Eerste', [{ id: twin.id, firstName: 'eerste', lastName: 'VAN DAMME', by: 'nameAndBirthDate' }]],
    ]);
    const one = await admin.request(`/admin/api/applications/${applications[1]!.id}`);
    expect(one.headers.get('etag')).toBe('"1"');
    expect(one.json).toEqual(applications[1]);
    expect((await admin.request('/admin/api/settings')).json).toMatchObject({ retention: { applicationMonths: 12 } });
  });
});

describe('accepting an application', () => {
  it('makes an active member and sends the welcome mail', async () => {
    const { server, admin } = await start();
    const settings = await server.services.settings.get();
    await server.store.settings.update(settings.id, (current) => ({
      ...current,
      membership: { yearlyFee: 15, iban: 'BE68 5390 0754 7034', bic: '', accountHolder: 'De Testwandelaars vzw' },
    }));
    await apply(server);
    await smtp!.waitFor(2);

    const answer = await decide(admin, 1, 'accept', { sendWelcome: true }, 1);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"2"');
    const decision = answer.json as ApplicationDecision;
    const member = server.store.members.find((candidate) => candidate.email === 'sofie@example.be')!;
    expect(decision).toMatchObject({
      id: 1,
      status: 'aanvaard',
      handledAt: '2026-11-27T10:00:00.000Z',
      handledBy: admin.memberId,
      memberId: member.id,
      matches: [],
      message: `Aanvraag aanvaard en bewaard: Sofie Van Damme is nu actief lid (lid ${member.id}). De welkomstmail wordt verstuurd.`,
    });
    expect(member).toMatchObject({
      firstName: 'Sofie',
      lastName: 'Van Damme',
      dateOfBirth: '1990-05-17',
      phoneNumber: '0472 00 11 22',
      gender: 'female',
      address: applicationForm.address,
      role: 'MEMBER',
      active: true,
      memberSince: '2026-11-27',
      comments: 'Ik wandel graag de 21 km.',
    });
    expect((await server.request('/api/members/count')).json).toBe(2);

    const mails = await smtp!.waitFor(3);
    const welcome = mails[2]!;
    expect(welcome.envelopeTo).toEqual(['sofie@example.be']);
    expect(welcome.parsed.subject).toBe('Welkom bij De Testwandelaars');
    expect(welcome.parsed.replyTo?.value[0]?.address).toBe(clubEmail);
    expect(welcome.parsed.text).toContain('Beste Sofie,');
    expect(welcome.parsed.text).toContain('uw aanvraag om lid te worden van De Testwandelaars is aanvaard');
    expect(welcome.parsed.text).toMatch(
      /Het lidgeld bedraagt €\s15,00 per jaar\. U kunt het overschrijven op rekening BE68 5390 0754 7034 op naam van De Testwandelaars vzw/,
    );
    expect(welcome.parsed.html).toContain('<p style="margin:0 0 16px">Beste Sofie,</p>');
  });

  it('twice is refused in Dutch and makes no second member, also when both come at once', async () => {
    const { server, admin } = await start();
    const first = await makeApplication(server.store);
    const second = await makeApplication(server.store, { firstName: 'Bert', email: 'bert@example.be' });
    expect((await decide(admin, first.id, 'accept', { sendWelcome: false }, 1)).status).toBe(200);
    const before = written(server);

    const again = await decide(admin, first.id, 'accept', { sendWelcome: false }, 1);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'Deze aanvraag werd al aanvaard: er komt geen tweede lid van.' });
    const refused = await decide(admin, first.id, 'refuse', { sendMail: false });
    expect(refused.status).toBe(409);
    expect(written(server)).toBe(before);

    // A double click: both sent before either is answered.
    const answers = await Promise.all([
      decide(admin, second.id, 'accept', { sendWelcome: false }),
      decide(admin, second.id, 'accept', { sendWelcome: false }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(server.store.members.filter((member) => member.firstName === 'Bert')).toHaveLength(1);
    expect(await settled(smtp!, server)).toBe(0);
  });

  it('onto an existing member: first names that member, then updates it when asked', async () => {
    const { server, admin } = await start();
    const existing = await makeMember(server.store, {
      firstName: 'Sofie',
      lastName: 'Vandamme',
      email: 'Sofie@Example.be',
      active: false,
      phoneNumber: '050 11 22 33',
      comments: 'Was lid tot 2019.',
      memberSince: '2015-03-01',
    });
    const application = await makeApplication(server.store, { phoneNumber: null, remarks: 'Terug van weggeweest.' });
    const members = server.store.members.size;

    const named = await decide(admin, application.id, 'accept', { sendWelcome: false }, 1);
    expect(named.status).toBe(409);
    expect(named.json).toEqual({
      message:
        `Er is al een lid met hetzelfde e-mailadres: Sofie Vandamme (lid ${existing.id}). ` +
        'Kies of u dat lid bijwerkt met de gegevens van de aanvraag, of toch een nieuw lid maakt.',
    });
    expect(server.store.applications.get(application.id)).toMatchObject({ status: 'nieuw', version: 1 });

    const updated = await decide(
      admin,
      application.id,
      'accept',
      { sendWelcome: false, updateMemberId: existing.id },
      1,
    );
    expect(updated.status).toBe(200);
    expect((updated.json as ApplicationDecision).message).toBe(
      `Aanvraag aanvaard en bewaard: lid ${existing.id} (Sofie Van Damme) is bijgewerkt en actief.`,
    );
    expect(server.store.members.size).toBe(members);
    expect(server.store.members.get(existing.id)).toMatchObject({
      lastName: 'Van Damme',
      email: 'sofie@example.be',
      dateOfBirth: '1990-05-17',
      // Left empty in the application: the club's own value stays.
      phoneNumber: '050 11 22 33',
      active: true,
      memberSince: '2015-03-01',
      comments: 'Was lid tot 2019.\n\nTerug van weggeweest.',
      version: 2,
    });
    expect(server.store.applications.get(application.id)).toMatchObject({ memberId: existing.id, status: 'aanvaard' });
  });

  it('onto a new member all the same when asked: one family, one address', async () => {
    const { server, admin } = await start();
    const parent = await makeMember(server.store, {
      firstName: 'Marleen',
      lastName: 'Van Damme',
      email: 'sofie@example.be',
    });
    const application = await makeApplication(server.store);
    expect((await decide(admin, application.id, 'accept', { sendWelcome: false })).status).toBe(409);

    const both = await decide(admin, application.id, 'accept', {
      sendWelcome: false,
      newMember: true,
      updateMemberId: parent.id,
    });
    expect(both.status).toBe(400);
    expect(both.json).toMatchObject({
      errors: { newMember: 'Kies ofwel een lid om bij te werken, ofwel een nieuw lid.' },
    });

    const answer = await decide(admin, application.id, 'accept', { sendWelcome: false, newMember: true });
    expect(answer.status).toBe(200);
    const { memberId } = answer.json as ApplicationDecision;
    expect(memberId).not.toBe(parent.id);
    expect(server.store.members.get(memberId!)).toMatchObject({ firstName: 'Sofie', email: 'sofie@example.be' });
    expect(server.store.members.get(parent.id)).toMatchObject({ firstName: 'Marleen', version: 1 });
  });

  it('keeps the decision when the mail server is down, and says so', async () => {
    const { server, admin } = await start({ smtpUrl: 'smtp://127.0.0.1:1' });
    const application = await makeApplication(server.store);
    const answer = await decide(admin, application.id, 'accept', { sendWelcome: true }, 1);
    expect(answer.status).toBe(200);
    expect((answer.json as ApplicationDecision).message).toMatch(/^Aanvraag aanvaard en bewaard: .*welkomstmail/);
    await server.services.mail.idle();

    expect(server.store.applications.get(application.id)).toMatchObject({ status: 'aanvaard' });
    expect(server.store.members.find((member) => member.email === 'sofie@example.be')).toMatchObject({ active: true });
    // The welcome waits in the queue, tried again later.
    expect(server.store.mail.all()).toEqual([
      expect.objectContaining({
        kind: 'application-welcome',
        status: 'pending',
        attempts: 1,
        lastError: expect.any(String),
      }),
    ]);
  });

  it('keeps the decision when its mail cannot even be queued, and says so', async () => {
    const { server, admin } = await start();
    const application = await makeApplication(server.store);
    // The queue's own write failing (a full disk, say): the one fault HTTP cannot cause from outside.
    server.services.mail.enqueue = () => Promise.reject(new Error('Geen ruimte meer op de schijf'));
    const answer = await decide(admin, application.id, 'refuse', { reason: 'Vol.', sendMail: true }, 1);
    expect(answer.status).toBe(200);
    expect((answer.json as ApplicationDecision).message).toBe(
      'Aanvraag geweigerd en bewaard. De mail aan de aanvrager kon niet klaargezet worden; ' +
        'laat de aanvrager zelf iets weten. De beslissing zelf is bewaard.',
    );
    expect(server.store.applications.get(application.id)).toMatchObject({ status: 'geweigerd', refusalReason: 'Vol.' });
    expect(server.logged.flat().join('\n')).toContain('kon niet in de wachtrij');
  });

  it('sends no mail to an applicant without an address, and says so', async () => {
    const { server, admin } = await start();
    const application = await makeApplication(server.store, { email: null });
    const answer = await decide(admin, application.id, 'accept', { sendWelcome: true });
    expect(answer.status).toBe(200);
    expect((answer.json as ApplicationDecision).message).toMatch(
      / Er gaat geen welkomstmail: de aanvraag heeft geen e-mailadres\.$/,
    );
    expect(server.store.mail.size).toBe(0);
  });
});

describe('refusing an application', () => {
  it('keeps the reason and sends the polite mail with it', async () => {
    const { server, admin } = await start();
    const application = await makeApplication(server.store);
    const answer = await decide(
      admin,
      application.id,
      'refuse',
      { reason: '  We nemen dit jaar geen nieuwe leden meer op.\nVolgend jaar graag opnieuw!  ', sendMail: true },
      1,
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      status: 'geweigerd',
      refusalReason: 'We nemen dit jaar geen nieuwe leden meer op.\nVolgend jaar graag opnieuw!',
      handledBy: admin.memberId,
      message: 'Aanvraag geweigerd en bewaard. De mail aan de aanvrager wordt verstuurd.',
    });
    expect(server.store.members.size).toBe(1);

    const [mail] = await smtp!.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['sofie@example.be']);
    expect(mail!.parsed.subject).toBe('Uw lidmaatschapsaanvraag bij De Testwandelaars');
    expect(mail!.parsed.text).toContain('we kunnen u helaas niet als lid aanvaarden');
    expect(mail!.parsed.text).toContain('We nemen dit jaar geen nieuwe leden meer op.\nVolgend jaar graag opnieuw!');
    expect(mail!.parsed.html).toContain('We nemen dit jaar geen nieuwe leden meer op.<br>Volgend jaar graag opnieuw!');
  });

  it('without reason or mail, and sends nothing', async () => {
    const { server, admin } = await start();
    const application = await makeApplication(server.store);
    const answer = await decide(admin, application.id, 'refuse', { reason: '', sendMail: false });
    expect(answer.json).toMatchObject({
      status: 'geweigerd',
      refusalReason: null,
      message: 'Aanvraag geweigerd en bewaard.',
    });
    expect(await settled(smtp!, server)).toBe(0);
  });
});

describe('bad input', () => {
  it('gets a Dutch 400 (or 404, or 409) and keeps nothing', async () => {
    const { server, admin } = await start();
    const application = await makeApplication(server.store);
    await makeMember(server.store, { firstName: 'Ander', email: 'ander@example.be' });
    const before = written(server);
    const cases: Array<[string, unknown, number, Record<string, string> | undefined]> = [
      ['accept', {}, 400, { sendWelcome: 'Kies ja of nee.' }],
      ['accept', { sendWelcome: 'ja' }, 400, { sendWelcome: 'Kies ja of nee.' }],
      [
        'accept',
        { sendWelcome: true, updateMemberId: -1 },
        400,
        { updateMemberId: 'Kies een bestaand lid om bij te werken.' },
      ],
      [
        'accept',
        { sendWelcome: true, updateMemberId: '3' },
        400,
        { updateMemberId: 'Kies een bestaand lid om bij te werken.' },
      ],
      [
        'accept',
        { sendWelcome: true, updateMemberId: 999 },
        400,
        { updateMemberId: expect.stringMatching(/^Dat lid bestaat niet/) },
      ],
      ['refuse', { reason: 'Nee' }, 400, { sendMail: 'Kies ja of nee.' }],
      [
        'refuse',
        { reason: 'x'.repeat(2001), sendMail: false },
        400,
        { reason: expect.stringMatching(/^Reden is te lang/) },
      ],
      ['refuse', { reason: 'Nee\u0000', sendMail: false }, 400, { reason: expect.stringMatching(/^Reden/) }],
      ['refuse', { reason: 42, sendMail: false }, 400, { reason: expect.any(String) }],
    ];
    for (const [decision, body, status, errors] of cases) {
      const answer = await decide(admin, application.id, decision as 'accept' | 'refuse', body);
      const shown = `${decision} ${JSON.stringify(body).slice(0, 60)}`;
      expect(answer.status, shown).toBe(status);
      expect(answer.json, shown).toEqual({ message: expect.stringMatching(/^[A-Z].*\.$/), errors });
    }
    const notJson = await admin.request(`/admin/api/applications/${application.id}/accept`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"sendWelcome": tru',
    });
    expect(notJson.status).toBe(400);

    for (const id of ['999', 'abc', '0', '1.5']) {
      const answer = await decide(admin, id as unknown as number, 'accept', { sendWelcome: false });
      expect(answer.status, id).toBe(404);
      expect(answer.json).toEqual({ message: 'Deze aanvraag bestaat niet (meer).' });
    }
    // A stale version: the application as it is now, for the screen's conflict dialog.
    const stale = await decide(admin, application.id, 'refuse', { sendMail: false }, 7);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { id: application.id, version: 1, status: 'nieuw', matches: [] } });
    expect(written(server)).toBe(before);
  });
});

describe('deleting an application', () => {
  it('removes it (spam), with its version, and says when it is gone', async () => {
    const { server, admin } = await start();
    const application = await makeApplication(server.store, { firstName: 'Spam' });
    const stale = await admin.request(`/admin/api/applications/${application.id}`, {
      method: 'DELETE',
      headers: { 'If-Match': '"2"' },
    });
    expect(stale.status).toBe(409);
    const removed = await admin.request(`/admin/api/applications/${application.id}`, {
      method: 'DELETE',
      headers: { 'If-Match': '"1"' },
    });
    expect(removed.status).toBe(204);
    expect(await list(admin)).toEqual([]);
    const again = await admin.request(`/admin/api/applications/${application.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(server.store.members.size).toBe(1);
  });
});

describe('retention', () => {
  it('removes handled applications once the period from the settings has passed since they were handled', async () => {
    const { server, admin, clock } = await start();
    const settings = await server.services.settings.get();
    await server.store.settings.update(settings.id, (current) => ({
      ...current,
      retention: { ...current.retention, applicationMonths: 2 },
    }));
    expect((await admin.request('/admin/api/settings')).json).toMatchObject({ retention: { applicationMonths: 2 } });
    const accepted = await makeApplication(server.store, { firstName: 'Aanvaard', email: 'a@example.be' });
    const refused = await makeApplication(server.store, { firstName: 'Geweigerd', email: 'g@example.be' });
    const waiting = await makeApplication(server.store, { firstName: 'Wacht', email: 'w@example.be' });
    expect((await decide(admin, accepted.id, 'accept', { sendWelcome: false })).status).toBe(200);
    clock.now = new Date(clock.now.getTime() + 5 * day);
    expect((await decide(admin, refused.id, 'refuse', { sendMail: false })).status).toBe(200);

    // Signed in anew at each moment: a session ends after a week.
    const namesAt = async (moment: string) => {
      clock.now = new Date(moment);
      const request = authorized(server, await login(server, admin.email, admin.password));
      return ((await request('/admin/api/applications')).json as AdminApplication[]).map((a) => a.firstName);
    };
    // 27 November plus two months: 27 January.
    expect(await namesAt('2027-01-27T09:59:59.000Z')).toEqual(['Wacht', 'Geweigerd', 'Aanvaard']);
    expect(await namesAt('2027-01-27T10:00:00.000Z')).toEqual(['Wacht', 'Geweigerd']);
    expect(await namesAt('2027-02-02T10:00:00.000Z')).toEqual(['Wacht']);
    // A new one waits for a decision, however long; the member an accepted one made stays.
    expect(await namesAt('2030-01-01T00:00:00.000Z')).toEqual([waiting.firstName]);
    expect(server.store.members.find((member) => member.firstName === 'Aanvaard')).toBeDefined();
  });
});
