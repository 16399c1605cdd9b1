import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, login, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember, makeNewsletter } from '../helpers/factories';
import { startSmtpServer, type ReceivedMail, type SmtpServerOptions, type TestSmtpServer } from '../helpers/smtp';
import { startStubServer, type StubServer } from '../helpers/stub-http';

let server: TestServer | undefined;
let smtp: TestSmtpServer | undefined;
let stub: StubServer | undefined;

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  await stub?.close();
  server = smtp = stub = undefined;
});

const publicUrl = 'https://club.example';
const clubEmail = 'club@example.be';

/** The real server, sending to a loopback SMTP server. */
async function start(env: Record<string, string> = {}, smtpOptions: SmtpServerOptions = {}) {
  smtp = await startSmtpServer(smtpOptions);
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.smtpUrl,
      CLUB_EMAIL: clubEmail,
      MAIL_FROM: '"De Houtlandstappers" <no-reply@club.example>',
      PUBLIC_URL: publicUrl,
      ...env,
    },
  });
  return { server, smtp };
}

/** The code of the set-password link in a promotion mail. */
function linkCodeOf(mail: ReceivedMail): string {
  const code = new RegExp(`^  ${publicUrl}/admin/wachtwoord\\?code=([\\w-]{43})$`, 'm').exec(
    mail.parsed.text ?? '',
  )?.[1];
  if (!code) throw new Error(`Geen link om een wachtwoord te kiezen in: ${mail.parsed.text ?? ''}`);
  return code;
}

const replyToOf = (mail: ReceivedMail) => mail.parsed.replyTo?.value[0]?.address;

/** A header as sent, unfolded, without its name. */
function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n(?=[ \t])/g, '').replace(/^[^:]*:\s*/, '');
}

/** Nothing more arrives: the queue is idle and a short while later the count is still the same. */
async function settled(testSmtp: TestSmtpServer, testServer: TestServer): Promise<number> {
  await testServer.services.mail.idle();
  await new Promise((resolve) => setTimeout(resolve, 150));
  await testServer.services.mail.idle();
  return testSmtp.received.length;
}

const post = (testServer: TestServer, pathname: string, body: unknown) =>
  testServer.request(pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('admin status by mail', () => {
  it('promotes a member: a link to choose a password arrives, works once, and signs in; demotion ends it without mail', async () => {
    const { server, smtp } = await start();
    const admin = await createAdmin(server);
    const member = await makeMember(server.store, { firstName: 'Nele', lastName: 'Maes', email: 'nele@example.be' });

    const promoted = await admin.request(`/admin/api/members/${member.id}/promote-admin`, { method: 'POST' });
    expect(promoted.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['nele@example.be']);
    expect(mail!.parsed.subject).toMatch(/^Je bent beheerder van de website van /);
    const text = mail!.parsed.text ?? '';
    expect(text).not.toMatch(/Wachtwoord:/);
    expect(text).toContain('Ze werkt één keer en blijft 7 dagen geldig');
    const code = linkCodeOf(mail!);

    // The link greets the new admin, then takes the password they choose and signs them in.
    const check = await server.request(`/api/set-password?code=${code}`);
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(check.json).toEqual({ firstName: 'Nele', email: 'nele@example.be', purpose: 'promotion' });
    const short = await post(server, '/api/set-password', { code, password: 'kort' });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ errors: { password: 'Wachtwoord moet minstens 8 karakters bevatten.' } });
    const chosen = await post(server, '/api/set-password', { code, password: 'nele-kiest-zelf' });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('cache-control')).toBe('no-store');
    const { token } = chosen.json as { token: string };
    const me = await server.request('/admin/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.json).toMatchObject({ id: member.id });
    expect(await login(server, 'nele@example.be', 'nele-kiest-zelf')).toEqual(expect.any(String));
    // Used once: the same link again is refused, and changes nothing.
    const again = await post(server, '/api/set-password', { code, password: 'iemand-anders-nu' });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({
      message:
        'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link via “Wachtwoord vergeten?” op de aanmeldpagina.',
    });
    expect((await server.request(`/api/set-password?code=${code}`)).status).toBe(404);
    expect(
      (await post(server, '/api/login', { username: 'nele@example.be', password: 'iemand-anders-nu' })).status,
    ).toBe(401);
    // Once sent, the code is nowhere on disk: the store keeps digests only.
    await server.services.mail.idle();
    const onDisk = JSON.stringify([
      server.store.mail.all(),
      server.store.passwordLinks.all(),
      server.store.sessions.all(),
    ]);
    expect(onDisk).not.toContain(code);
    expect(onDisk).not.toContain(token.split('.')[1]);

    const before = smtp.received.length;
    const demoted = await admin.request(`/admin/api/members/${member.id}/demote-admin`, { method: 'POST' });
    expect(demoted.status).toBe(200);
    expect(await settled(smtp, server)).toBe(before);
    const meAfter = await server.request('/admin/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(meAfter.status).toBe(401);
    const oldPassword = await post(server, '/api/login', {
      username: 'nele@example.be',
      password: 'nele-kiest-zelf',
      recaptchaToken: '',
    });
    expect(oldPassword.status).toBe(401);
    expect((await admin.request('/admin/api/members/admins')).json).toEqual([admin.memberId]);
  });

  it('a link stops working when its admin is demoted before using it, and after 7 days', async () => {
    let clock = new Date('2026-11-27T10:00:00.000Z');
    smtp = await startSmtpServer();
    server = await startTestServer({ now: () => clock, env: { SMTP_URL: smtp.smtpUrl, PUBLIC_URL: publicUrl } });
    const admin = await createAdmin(server);
    const late = await makeMember(server.store, { firstName: 'Lotte', email: 'lotte@example.be' });
    const demoted = await makeMember(server.store, { firstName: 'Dries', email: 'dries@example.be' });
    await admin.request(`/admin/api/members/${late.id}/promote-admin`, { method: 'POST' });
    await admin.request(`/admin/api/members/${demoted.id}/promote-admin`, { method: 'POST' });
    const mails = await smtp.waitFor(2);
    const codeFor = (email: string) => linkCodeOf(mails.find((mail) => mail.envelopeTo.includes(email))!);

    await admin.request(`/admin/api/members/${demoted.id}/demote-admin`, { method: 'POST' });
    const refused = await post(server, '/api/set-password', {
      code: codeFor('dries@example.be'),
      password: 'dries-probeert',
    });
    expect(refused.status).toBe(404);

    clock = new Date(clock.getTime() + 7 * 24 * 3600 * 1000);
    const expired = await post(server, '/api/set-password', {
      code: codeFor('lotte@example.be'),
      password: 'te-laat-nu',
    });
    expect(expired.status).toBe(404);
  });

  it('promoting an admin again changes nothing: no second mail, their password and session keep working', async () => {
    const { server, smtp } = await start();
    const admin = await createAdmin(server);
    const member = await makeMember(server.store, { firstName: 'Jens', lastName: 'Peeters', email: 'jens@example.be' });
    const promote = () => admin.request(`/admin/api/members/${member.id}/promote-admin`, { method: 'POST' });

    const first = await promote();
    expect(first.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    const chosen = await post(server, '/api/set-password', { code: linkCodeOf(mail!), password: 'jens-wachtwoord' });
    const { token } = chosen.json as { token: string };

    // A second click (or a retried request): the same answer, and nothing else happens.
    const second = await promote();
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(await settled(smtp, server)).toBe(1);
    const me = await server.request('/admin/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await login(server, 'jens@example.be', 'jens-wachtwoord')).toEqual(expect.any(String));
  });

  it('keeps the last admin and refuses to promote a member without e-mail', async () => {
    const { server, smtp } = await start();
    const admin = await createAdmin(server);
    const last = await admin.request(`/admin/api/members/${admin.memberId}/demote-admin`, { method: 'POST' });
    expect(last.status).toBe(409);
    expect(last.json).toEqual({ message: expect.any(String) });
    expect((await admin.request('/admin/api/me')).status).toBe(200);

    const noEmail = await makeMember(server.store, { firstName: 'Zonder', lastName: 'Mail' });
    const refused = await admin.request(`/admin/api/members/${noEmail.id}/promote-admin`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect((await admin.request('/admin/api/members/admins')).json).toEqual([admin.memberId]);
    expect(await settled(smtp, server)).toBe(0);
  });
});

describe('contact form', () => {
  const message = {
    name: 'Jozef Verhaeghe',
    email: 'jozef@example.be',
    text: 'Mag mijn hond mee op de tocht van zondag?\nHij is heel braaf.',
    recaptchaToken: '',
  };

  it('stores the message, mails the club (reply-to the sender) and confirms to the sender', async () => {
    const { server, smtp } = await start();
    const answer = await post(server, '/api/mail/contact', message);
    expect(answer.status).toBeLessThan(300);
    expect(answer.json).toEqual({
      message: 'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
    });
    expect(server.store.contactMessages.all()).toEqual([
      expect.objectContaining({ name: message.name, email: message.email, text: message.text }),
    ]);

    const mails = await smtp.waitFor(2);
    expect(await settled(smtp, server)).toBe(2);
    const toClub = mails.find((mail) => mail.envelopeTo.includes(clubEmail))!;
    expect(toClub).toBeDefined();
    expect(replyToOf(toClub)).toBe(message.email);
    expect(toClub.parsed.text).toContain('Mag mijn hond mee op de tocht van zondag?');
    expect(toClub.parsed.text).toContain('Jozef Verhaeghe');
    const confirmation = mails.find((mail) => mail.envelopeTo.includes(message.email))!;
    expect(confirmation).toBeDefined();
    expect(confirmation.parsed.text).toContain('Bedankt om ons te contacteren!');
  });

  it('keeps the message when the mail server refuses every mail', async () => {
    let storedWhenMailArrived = -1;
    const { server, smtp } = await start(
      {},
      {
        rejectWith: () => {
          storedWhenMailArrived = server!.store.contactMessages.size;
          return 550;
        },
      },
    );
    const answer = await post(server, '/api/mail/contact', message);
    expect(answer.status).toBeLessThan(300);
    await settled(smtp, server);
    expect(storedWhenMailArrived).toBe(1);
    expect(server.store.contactMessages.all()).toEqual([expect.objectContaining({ text: message.text })]);
    expect(server.store.mail.filter((mail) => mail.status === 'failed')).toHaveLength(2);
  });

  it('answers the spec messages per field and stores nothing for a bad form', async () => {
    const { server, smtp } = await start();
    const empty = await post(server, '/api/mail/contact', { name: '', email: '', text: '', recaptchaToken: '' });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      message: expect.any(String),
      errors: { name: 'Naam is nodig.', email: 'Email is nodig.', text: 'Bericht is nodig.' },
    });
    const missing = await post(server, '/api/mail/contact', {});
    expect((missing.json as { errors: unknown }).errors).toEqual({
      name: 'Naam is nodig.',
      email: 'Email is nodig.',
      text: 'Bericht is nodig.',
    });
    const badEmail = await post(server, '/api/mail/contact', { ...message, email: 'jozef-at-example' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json).toEqual({
      message: expect.any(String),
      errors: { email: 'Dit is geen correct email adres.' },
    });
    expect(server.store.contactMessages.size).toBe(0);
    expect(await settled(smtp, server)).toBe(0);
  });

  it('takes 10 valid messages an hour per address; the 11th gets 429 with Retry-After', async () => {
    const { server } = await start();
    for (let i = 1; i <= 10; i++) {
      const answer = await post(server, '/api/mail/contact', { ...message, text: `Bericht ${i}` });
      expect(answer.status, `bericht ${i}`).toBeLessThan(300);
      // A form with mistakes costs nothing.
      if (i === 5) expect((await post(server, '/api/mail/contact', { ...message, email: '' })).status).toBe(400);
    }
    const eleventh = await post(server, '/api/mail/contact', { ...message, text: 'Bericht 11' });
    expect(eleventh.status).toBe(429);
    expect((eleventh.json as { message: string }).message).toEqual(expect.any(String));
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(server.store.contactMessages.size).toBe(10);
  });
});

describe('membership application', () => {
  const application = {
    firstName: 'Sofie',
    lastName: 'Van Damme',
    email: 'sofie@example.be',
    dateOfBirth: '1990-05-17',
    gender: 'female',
    phoneNumber: '0472 00 11 22',
    remarks: 'Ik wandel graag de 21 km.',
    address: {
      street: 'Markt',
      houseNumber: '3',
      busNumber: 'A',
      city: 'Tielt',
      postalCode: '8700',
      country: 'België',
    },
    role: 'MEMBER',
    boardTitle: null,
    boardMemberSortOrder: null,
    recaptchaToken: '',
  };

  it('keeps an application the admin finds in Aanvragen, and mails the club and the applicant', async () => {
    const { server, smtp } = await start();
    const admin = await createAdmin(server);
    const answer = await post(server, '/api/members', application);
    expect(answer.status).toBeLessThan(300);
    expect(answer.json).toEqual({ message: 'Uw lidmaatschapsaanvraag is verstuurd.' });

    const applications = (await admin.request('/admin/api/applications')).json as Array<Record<string, unknown>>;
    expect(applications).toEqual([
      expect.objectContaining({
        firstName: 'Sofie',
        lastName: 'Van Damme',
        dateOfBirth: '1990-05-17',
        gender: 'female',
        email: 'sofie@example.be',
        address: application.address,
        phoneNumber: '0472 00 11 22',
        remarks: 'Ik wandel graag de 21 km.',
        status: 'nieuw',
      }),
    ]);
    // No member until the application is accepted.
    expect(server.store.members.all().map((member) => member.id)).toEqual([admin.memberId]);
    expect((await server.request('/api/members/count')).json).toBe(1);

    const mails = await smtp.waitFor(2);
    expect(await settled(smtp, server)).toBe(2);
    const toClub = mails.find((mail) => mail.envelopeTo.includes(clubEmail))!;
    expect(replyToOf(toClub)).toBe('sofie@example.be');
    expect(toClub.parsed.text).toContain('Van Damme');
    expect(toClub.parsed.text).toContain('Ik wandel graag de 21 km.');
    expect(toClub.parsed.text).toContain(`${publicUrl}/admin/aanvragen`);
    const confirmation = mails.find((mail) => mail.envelopeTo.includes('sofie@example.be'))!;
    expect(confirmation).toBeDefined();
    expect(replyToOf(confirmation)).toBe(clubEmail);
  });

  it('answers 400 with an error per missing field and stores nothing', async () => {
    const { server, smtp } = await start();
    const before = server.store.members.size;
    const empty = await post(server, '/api/members', { recaptchaToken: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.json as { errors: Record<string, string> }).errors).sort()).toEqual(
      ['address', 'dateOfBirth', 'email', 'firstName', 'lastName'].sort(),
    );
    const noAddress = await post(server, '/api/members', {
      ...application,
      firstName: ' ',
      address: { street: '', houseNumber: '', busNumber: '', city: '', postalCode: '', country: '' },
    });
    expect(noAddress.status).toBe(400);
    expect((noAddress.json as { errors: Record<string, string> }).errors).toEqual({
      firstName: 'Voornaam is verplicht',
      'address.street': 'Straat is verplicht',
      'address.houseNumber': 'Huisnummer is verplicht',
      'address.city': 'Stad is verplicht',
      'address.postalCode': 'Postcode is verplicht',
      'address.country': 'Land is verplicht',
    });
    const badDate = await post(server, '/api/members', { ...application, dateOfBirth: '17/05/1990' });
    expect(badDate.status).toBe(400);
    expect((badDate.json as { errors: Record<string, string> }).errors).toHaveProperty('dateOfBirth');
    expect(server.store.members.size).toBe(before);
    expect(server.store.applications.size).toBe(0);
    expect(await settled(smtp, server)).toBe(0);
  });
});

describe('captcha', () => {
  const contact = { name: 'Jan', email: 'jan@example.be', text: 'Hallo' };
  const answers: Record<string, { score: number; action: string }> = {
    'goed-contact': { score: 0.9, action: 'contact' },
    'goed-lid': { score: 0.9, action: 'become_member' },
    'laag-contact': { score: 0.1, action: 'contact' },
  };

  async function startWithCaptcha() {
    stub = await startStubServer(({ body }) => {
      const answer = answers[new URLSearchParams(body).get('response') ?? ''];
      return { json: answer ? { success: true, ...answer } : { success: false, 'error-codes': ['invalid-input'] } };
    });
    return start({ RECAPTCHA_SECRET: 'geheim-123', RECAPTCHA_VERIFY_URL: `${stub.url}/recaptcha/api/siteverify` });
  }

  it('passes a good token, checked with the secret and the action', async () => {
    const { server } = await startWithCaptcha();
    const answer = await post(server, '/api/mail/contact', { ...contact, recaptchaToken: 'goed-contact' });
    expect(answer.status).toBeLessThan(300);
    expect(stub!.requests).toHaveLength(1);
    const sent = new URLSearchParams(stub!.requests[0]!.body);
    expect(stub!.requests[0]!.method).toBe('POST');
    expect(sent.get('secret')).toBe('geheim-123');
    expect(sent.get('response')).toBe('goed-contact');
    expect(server.store.contactMessages.size).toBe(1);

    // A token made for the contact form does not pass the membership form.
    const application = {
      firstName: 'Jan',
      lastName: 'Claes',
      email: 'jan@example.be',
      dateOfBirth: '1980-01-01',
      address: { street: 'Markt', houseNumber: '1', city: 'Tielt', postalCode: '8700', country: 'België' },
    };
    const wrongAction = await post(server, '/api/members', { ...application, recaptchaToken: 'goed-contact' });
    expect(wrongAction.status).toBe(400);
    const member = await post(server, '/api/members', { ...application, recaptchaToken: 'goed-lid' });
    expect(member.status).toBeLessThan(300);
    expect(server.store.applications.filter((a) => a.lastName === 'Claes')).toHaveLength(1);
  });

  it('refuses a missing token and a low score, storing and mailing nothing', async () => {
    const { server, smtp } = await startWithCaptcha();
    for (const recaptchaToken of [undefined, '', 'laag-contact', 'onbekend']) {
      const answer = await post(server, '/api/mail/contact', { ...contact, recaptchaToken });
      expect(answer.status, String(recaptchaToken)).toBe(400);
      expect((answer.json as { message: string }).message).toMatch(/beveiligingscontrole/i);
    }
    // A missing token is refused without asking the service.
    expect(stub!.requests.map((request) => new URLSearchParams(request.body).get('response'))).toEqual([
      'laag-contact',
      'onbekend',
    ]);
    expect(server.store.contactMessages.size).toBe(0);
    expect(await settled(smtp, server)).toBe(0);
  });

  it('accepts the form when the captcha service cannot be reached, with a warning', async () => {
    const { server } = await startWithCaptcha();
    await stub!.close();
    stub = undefined;
    const answer = await post(server, '/api/mail/contact', { ...contact, recaptchaToken: 'goed-contact' });
    expect(answer.status).toBeLessThan(300);
    expect(server.store.contactMessages.size).toBe(1);
    expect(server.logged.flat().join('\n')).toMatch(/Beveiligingscontrole niet bereikbaar/);
  });
});

describe('newsletter sending', () => {
  /** 50 who get it (the admin is one of them), and 6 who must not. */
  async function club(testServer: TestServer) {
    const admin = await createAdmin(testServer, { email: 'beheer@example.be' });
    await testServer.store.members.createMany([
      ...Array.from({ length: 49 }, (_, i) => ({
        firstName: `Lid${i + 1}`,
        lastName: 'Actief',
        email: `lid${i + 1}@example.be`,
      })),
      ...Array.from({ length: 3 }, (_, i) => ({ firstName: `Geen${i + 1}`, lastName: 'Mail' })),
      ...Array.from({ length: 2 }, (_, i) => ({
        firstName: `Oud${i + 1}`,
        lastName: 'Inactief',
        email: `oud${i + 1}@example.be`,
        active: false,
      })),
      { firstName: 'Al', lastName: 'Uitgeschreven', email: 'weg@example.be', newsletterUnsubscribed: true },
    ]);
    const expected = new Map(
      testServer.store.members
        .filter((member) => member.active && !!member.email && !member.newsletterUnsubscribed)
        .map((member) => [member.email!, member.id]),
    );
    expect(expected.size).toBe(50);
    return { admin, expected };
  }

  const linkPattern = /https:\/\/club\.example\/unsubscribe\?memberId=(\d+)&token=([A-Za-z0-9_-]+)/;
  const local = (url: string) => url.replace(publicUrl, '');

  async function publish(admin: AdminSession, id: number) {
    const answer = await admin.request(`/admin/api/newsletters/${id}/publish`, {
      method: 'PATCH',
      body: { published: true },
    });
    expect(answer.status).toBe(200);
  }

  it('sends once to every active member with e-mail, with a personal one-click unsubscribe', async () => {
    const { server, smtp } = await start();
    const { admin, expected } = await club(server);
    const image = await makeImage(server.store, server.config.uploadsDir);
    const newsletter = await makeNewsletter(server.store, {
      title: 'Nieuws van de Houtlandstappers',
      published: false,
      intro: '<p>Lees over <a href="/eigenwandeltochten">onze tochten</a>.</p>',
      blocks: [{ id: 1, imageId: image.uuid, text: '<p>De lentetocht was een succes.</p>', order: 1 }],
    });

    const unpublished = await admin.request(`/admin/api/newsletters/${newsletter.id}/send`, { method: 'POST' });
    expect(unpublished.status).toBe(409);
    expect(server.store.newsletterJobs.size).toBe(0);
    expect(await settled(smtp, server)).toBe(0);

    await publish(admin, newsletter.id);
    const started = await admin.request(`/admin/api/newsletters/${newsletter.id}/send`, { method: 'POST' });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({ message: 'Versturen gestart' });
    expect(server.store.newsletterJobs.all()).toEqual([
      expect.objectContaining({ newsletterId: newsletter.id, recipientCount: 50 }),
    ]);

    const mails = await smtp.waitFor(50);
    expect(await settled(smtp, server)).toBe(50);
    const recipients = mails.map((mail) => mail.envelopeTo.join(','));
    expect(new Set(recipients).size).toBe(50);
    expect(new Set(recipients)).toEqual(new Set(expected.keys()));

    const imageUrl = `${publicUrl}/media/${image.uuid}/1280x1280.jpg`;
    for (const mail of mails) {
      const to = mail.envelopeTo[0]!;
      const { html, text } = mail.parsed;
      expect(mail.parsed.subject).toBe('Nieuws van de Houtlandstappers');
      expect(typeof html === 'string' && html.length > 0, to).toBe(true);
      expect(text, to).toContain('De lentetocht was een succes.');
      expect(html as string).toContain(`src="${imageUrl}"`);
      expect(html as string).toContain(`href="${publicUrl}/eigenwandeltochten"`);

      const link = linkPattern.exec(text ?? '');
      expect(link, to).not.toBeNull();
      expect(Number(link![1])).toBe(expected.get(to));
      expect(html as string).toContain(link![0].replace('&', '&amp;'));

      const token = link![2]!;
      expect(headerOf(mail, 'List-Unsubscribe')).toBe(
        `<${publicUrl}/api/newsletters/unsubscribe?memberId=${expected.get(to)}&token=${token}>`,
      );
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }

    // One member opens the link in the mail and unsubscribes on the page.
    const linkOf = (email: string) => {
      const mail = mails.find((m) => m.envelopeTo[0] === email)!;
      const [url, memberId, token] = linkPattern.exec(mail.parsed.text ?? '')!;
      return { url, memberId: Number(memberId), token: token!, mail };
    };
    const first = linkOf('lid1@example.be');
    const query = new URL(first.url).search;
    const valid = await server.request(`/api/newsletters/unsubscribe/validate${query}`);
    expect(valid.status).toBe(200);
    const unsubscribed = await server.request(`/api/newsletters/unsubscribe${query}`, { method: 'POST' });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.json).toEqual({
      message: 'Je bent succesvol uitgeschreven voor de nieuwsbrief. Je blijft wel actief lid.',
    });
    expect(server.store.members.get(first.memberId)).toMatchObject({ newsletterUnsubscribed: true, active: true });

    // Another uses the mail client's one-click button (RFC 8058): the provider posts a form from its
    // own origin, and the token is the proof, so the public forms' same-origin rule does not apply.
    const second = linkOf('lid2@example.be');
    const oneClick = /^<(.+)>$/.exec(headerOf(second.mail, 'List-Unsubscribe')!)![1]!;
    const clicked = await server.request(local(oneClick), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://mail.provider.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(server.store.members.get(second.memberId)).toMatchObject({ newsletterUnsubscribed: true, active: true });

    // Forged, missing and borrowed tokens are refused.
    const third = linkOf('lid3@example.be');
    const flipped = third.token.at(-1) === 'A' ? 'B' : 'A';
    const forged = `${third.token.slice(0, -1)}${flipped}`;
    const invalid = 'Ongeldige of verlopen link. Neem contact op met ons indien dit een vergissing is.';
    for (const badQuery of [
      `?memberId=${third.memberId}&token=${forged}`,
      `?memberId=${third.memberId}`,
      `?memberId=${third.memberId}&token=`,
      `?memberId=${third.memberId}&token=${first.token}`,
      `?token=${third.token}`,
    ]) {
      const check = await server.request(`/api/newsletters/unsubscribe/validate${badQuery}`);
      expect(check.status, badQuery).toBe(400);
      expect(check.json).toEqual({ message: invalid });
      const attempt = await server.request(`/api/newsletters/unsubscribe${badQuery}`, { method: 'POST' });
      expect(attempt.status, badQuery).toBe(400);
    }
    expect(server.store.members.get(third.memberId)?.newsletterUnsubscribed).toBe(false);

    // The next send skips the two who left.
    const again = await admin.request(`/admin/api/newsletters/${newsletter.id}/send`, { method: 'POST' });
    expect(again.status).toBe(202);
    await smtp.waitFor(98);
    expect(await settled(smtp, server)).toBe(98);
    const secondRound = smtp.received.slice(50).map((mail) => mail.envelopeTo[0]);
    expect(secondRound).not.toContain('lid1@example.be');
    expect(secondRound).not.toContain('lid2@example.be');
    expect(new Set(secondRound).size).toBe(48);
  });

  it('sends a test to one address with [TEST] in the subject, and needs that address', async () => {
    const { server, smtp } = await start();
    const admin = await createAdmin(server);
    await makeMember(server.store, { firstName: 'Mag', lastName: 'Niets', email: 'lid@example.be' });
    const newsletter = await makeNewsletter(server.store, { title: 'Lentenieuws', intro: '<p>Hallo</p>' });

    const missing = await admin.request(`/admin/api/newsletters/${newsletter.id}/send/test`, {
      method: 'POST',
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ message: expect.any(String) });
    const blank = await admin.request(`/admin/api/newsletters/${newsletter.id}/send/test`, {
      method: 'POST',
      body: { email: '' },
    });
    expect(blank.status).toBe(400);

    const sent = await admin.request(`/admin/api/newsletters/${newsletter.id}/send/test`, {
      method: 'POST',
      body: { email: 'proef@example.be' },
    });
    expect(sent.status).toBe(202);
    expect(sent.json).toEqual({ message: 'Test nieuwsbrief verstuurd naar proef@example.be' });
    const [mail] = await smtp.waitFor(1);
    expect(await settled(smtp, server)).toBe(1);
    expect(mail!.envelopeTo).toEqual(['proef@example.be']);
    expect(mail!.parsed.subject).toBe('[TEST] Lentenieuws');
    expect(mail!.parsed.text).toContain('Hallo');
    expect(server.store.newsletterJobs.size).toBe(0);

    const unknown = await admin.request('/admin/api/newsletters/9999/send/test', {
      method: 'POST',
      body: { email: 'proef@example.be' },
    });
    expect(unknown.status).toBe(404);
  });
});
