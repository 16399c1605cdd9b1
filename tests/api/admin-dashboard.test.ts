import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer, FailedMailAnswer } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { createAdminAs } from '../helpers/admin-roles';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember, makeNewsletter, makeWalk } from '../helpers/factories';
import { startSmtpServer, type SmtpServerOptions, type TestSmtpServer } from '../helpers/smtp';

let server: TestServer | undefined;
let smtp: TestSmtpServer | undefined;

afterEach(async () => {
  // The SMTP server first: a send it holds is let go, so the mail worker can stop.
  await smtp?.close();
  await server?.close();
  server = smtp = undefined;
});

const clubEmail = 'club@example.be';
/** Noon in Brussels on a Monday in June. */
const now = new Date('2026-06-15T10:00:00Z');

/** The real server with its clock at `now`, sending to a loopback SMTP server. */
async function start(smtpOptions: SmtpServerOptions = {}) {
  smtp = await startSmtpServer(smtpOptions);
  server = await startTestServer({
    now: () => now,
    env: { SMTP_URL: smtp.smtpUrl, CLUB_EMAIL: clubEmail, PUBLIC_URL: 'https://club.example' },
  });
  const admin = await createAdmin(server);
  return { server, smtp, admin };
}

async function dashboard(admin: AdminSession): Promise<DashboardAnswer> {
  const answer = await admin.request('/admin/api/dashboard');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.json as DashboardAnswer;
}

const nothingCounted = {
  applications: 0,
  messages: 0,
  failedMail: 0,
  membersWithoutEmail: 0,
  walksWithoutReport: 0,
};

const sendContact = (testServer: TestServer, email: string) =>
  testServer.request('/api/mail/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Mieke', email, text: 'Is er een tocht in juli?', recaptchaToken: '' }),
  });

describe('GET /admin/api/dashboard', () => {
  it('says there is nothing to do in a club without anything waiting, and is for admins only', async () => {
    const { server, admin } = await start();
    expect(await dashboard(admin)).toEqual({
      counts: nothingCounted,
      nextOwnWalk: null,
      walksWithoutReport: [],
      newsletterSends: [],
    });
    expect((await server.request('/admin/api/dashboard')).status).toBe(401);
    // The database check answers as before.
    expect((await admin.request('/admin/api/database')).json).toMatchObject({ status: 'ok' });
  });

  it('counts new applications and unread messages, and the mails the mail server refused', async () => {
    let refuse = false;
    const { server, admin } = await start({ rejectWith: () => (refuse ? 550 : null) });

    await server.store.applications.createMany([
      { firstName: 'An', lastName: 'Claes', receivedAt: now.toISOString() },
      { firstName: 'Bert', lastName: 'Maes', receivedAt: now.toISOString(), status: 'aanvaard' },
    ]);
    expect((await dashboard(admin)).counts).toEqual({ ...nothingCounted, applications: 1 });

    expect((await sendContact(server, 'mieke@example.be')).status).toBe(201);
    await server.services.mail.idle();
    expect((await dashboard(admin)).counts).toEqual({ ...nothingCounted, applications: 1, messages: 1 });

    // The mail server refuses for good: the club's copy and the confirmation both fail.
    refuse = true;
    expect((await sendContact(server, 'jef@example.be')).status).toBe(201);
    await server.services.mail.idle();
    expect((await dashboard(admin)).counts).toEqual({
      ...nothingCounted,
      applications: 1,
      messages: 2,
      failedMail: 2,
    });

    // Read or archived, a message waits no more.
    const [first, second] = server.store.contactMessages.all();
    await server.store.contactMessages.update(first!.id, (message) => ({ ...message, readAt: now.toISOString() }));
    await server.store.contactMessages.update(second!.id, (message) => ({ ...message, archivedAt: now.toISOString() }));
    expect((await dashboard(admin)).counts.messages).toBe(0);
  });

  it('counts active members without an e-mail address, not the inactive or forgotten ones', async () => {
    const { server, admin } = await start();
    const created = await admin.request('/admin/api/members', {
      method: 'POST',
      body: { firstName: 'Rosa', lastName: 'Desmet', email: '' },
    });
    expect(created.status).toBe(201);
    expect((await dashboard(admin)).counts).toEqual({ ...nothingCounted, membersWithoutEmail: 1 });

    await makeMember(server.store, { firstName: 'Oud', active: false });
    await makeMember(server.store, { firstName: 'Vergeten lid', erasedAt: now.toISOString() });
    await makeMember(server.store, { firstName: 'Met adres', email: 'met@example.be' });
    expect((await dashboard(admin)).counts.membersWithoutEmail).toBe(1);
  });

  it('names the next own walk, and the recent past ones that still miss a report or photos', async () => {
    const { server, admin } = await start();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    const done = { report: '<p>Het was een mooie dag.</p>', photobookImageIds: [photo.id] };
    const past = (startDateTime: string, data: Parameters<typeof makeWalk>[1] = {}) =>
      makeWalk(server.store, { name: `Tocht van ${startDateTime}`, own: true, startDateTime, ...data });

    const bare = await past('2026-06-07T08:00');
    const reportOnly = await past('2026-06-01T08:00', { report: done.report });
    const blankReport = await past('2026-05-25T08:00', { ...done, report: '<p></p>' });
    await past('2026-05-18T08:00', done);
    // Long ago, unpublished, or another club's: none of these waits for the club's report.
    await past('2026-01-04T08:00');
    await past('2026-06-08T08:00', { published: false });
    await past('2026-06-09T08:00', { own: false });
    await makeWalk(server.store, { name: 'Zomertocht', own: true, startDateTime: '2026-08-02T08:00' });
    const next = await makeWalk(server.store, {
      name: 'Midzomertocht',
      own: true,
      published: false,
      startDateTime: '2026-06-21T09:00',
    });
    // Another club's walk sooner is not the next own one.
    await makeWalk(server.store, { name: 'Andere club', startDateTime: '2026-06-16T09:00' });

    const answer = await dashboard(admin);
    expect(answer.nextOwnWalk).toEqual({
      id: next.id,
      name: 'Midzomertocht',
      startDateTime: '2026-06-21T09:00',
      published: false,
      hasBanner: false,
    });
    expect(answer.counts.walksWithoutReport).toBe(3);
    expect(answer.walksWithoutReport).toEqual([
      { id: bare.id, name: bare.name, startDateTime: bare.startDateTime, hasReport: false, hasPhotos: false },
      {
        id: reportOnly.id,
        name: reportOnly.name,
        startDateTime: reportOnly.startDateTime,
        hasReport: true,
        hasPhotos: false,
      },
      {
        id: blankReport.id,
        name: blankReport.name,
        startDateTime: blankReport.startDateTime,
        hasReport: false,
        hasPhotos: true,
      },
    ]);

    // A report and photos written in the admin take the walk off the list.
    const saved = await admin.request(`/admin/api/events/${bare.id}`, {
      method: 'PATCH',
      body: {
        name: bare.name,
        startDateTime: bare.startDateTime,
        own: true,
        report: done.report,
        photobook: [photo.id],
      },
    });
    expect(saved.status).toBe(200);
    expect((await dashboard(admin)).walksWithoutReport.map((walk) => walk.id)).toEqual([reportOnly.id, blankReport.id]);
  });

  it('follows a newsletter while it is being sent', async () => {
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const { server, admin, smtp } = await start({ holdFrom: 1, onHold: () => held() });
    for (const name of ['Els', 'Wim', 'Lut']) {
      await makeMember(server.store, { firstName: name, email: `${name.toLowerCase()}@example.be` });
    }
    const newsletter = await makeNewsletter(server.store, { title: 'Zomernieuws' });
    const sent = await admin.request(`/admin/api/newsletters/${newsletter.id}/send`, { method: 'POST' });
    expect(sent.status).toBe(202);
    const { jobId, recipients } = sent.json as { jobId: number; recipients: number };

    // One mail went out; the mail server holds the next one.
    await smtp.waitFor(1);
    await holding;
    expect((await dashboard(admin)).newsletterSends).toEqual([
      { jobId, newsletterId: newsletter.id, title: 'Zomernieuws', sent: 1, failed: 0, total: recipients },
    ]);
    expect(recipients).toBe(4);
  });
});

describe('GET /admin/api/dashboard per role', () => {
  it("shows the secretariat the inbox's items and the editors the walks and sends; each nothing of the other", async () => {
    server = await startTestServer({ now: () => now });
    const chair = await createAdmin(server);
    const secretary = await createAdminAs(server, 'secretariaat');
    const editor = await createAdminAs(server, 'redactie');
    const treasurer = await createAdminAs(server, 'penningmeester');

    // One of everything the dashboard counts.
    await server.store.applications.create({ firstName: 'An', lastName: 'Claes', receivedAt: now.toISOString() });
    expect((await sendContact(server, 'mieke@example.be')).status).toBe(201);
    await server.services.mail.idle();
    const member = await makeMember(server.store, { firstName: 'Zonder', lastName: 'Adres' });
    await makeWalk(server.store, { name: 'Voorbij', own: true, startDateTime: '2026-06-07T08:00' });
    await makeWalk(server.store, { name: 'Komend', own: true, startDateTime: '2026-06-21T09:00' });
    const newsletter = await makeNewsletter(server.store, { title: 'Zomernieuws' });
    const job = await server.store.newsletterJobs.create({
      newsletterId: newsletter.id,
      subject: 'Zomernieuws',
      html: '',
      text: '',
      recipientCount: 1,
      createdAt: now.toISOString(),
    });
    const mail = { message: null, memberId: member.id, createdAt: now.toISOString() };
    // Due only next year: the worker leaves it waiting, so the send stays under way.
    await server.store.mail.create({
      ...mail,
      messageId: '<wacht@example.be>',
      kind: 'newsletter',
      newsletterJobId: job.id,
      nextAttemptAt: '2027-01-01T00:00:00.000Z',
    });
    await server.store.mail.create({
      ...mail,
      messageId: '<mislukt@example.be>',
      kind: 'contact',
      status: 'failed',
      lastError: '550',
      nextAttemptAt: now.toISOString(),
    });

    const all = await dashboard(chair);
    expect(all.counts).toEqual({
      applications: 1,
      messages: 1,
      failedMail: 1,
      membersWithoutEmail: 1,
      walksWithoutReport: 1,
    });
    expect(all.nextOwnWalk).toMatchObject({ name: 'Komend' });
    expect(all.newsletterSends).toHaveLength(1);

    expect(await dashboard(secretary)).toEqual({
      counts: { ...all.counts, walksWithoutReport: 0 },
      nextOwnWalk: null,
      walksWithoutReport: [],
      newsletterSends: [],
    });
    expect(await dashboard(editor)).toEqual({
      counts: { ...nothingCounted, walksWithoutReport: 1 },
      nextOwnWalk: all.nextOwnWalk,
      walksWithoutReport: all.walksWithoutReport,
      newsletterSends: all.newsletterSends,
    });
    expect(await dashboard(treasurer)).toEqual({
      counts: nothingCounted,
      nextOwnWalk: null,
      walksWithoutReport: [],
      newsletterSends: [],
    });
  });
});

describe('the failed mails', () => {
  it('lists who, what and why, never the body, and a retry sends the mail again', async () => {
    let refuse = true;
    const { server, admin, smtp } = await start({ rejectWith: () => (refuse ? 550 : null) });
    expect((await sendContact(server, 'jef@example.be')).status).toBe(201);
    await server.services.mail.idle();

    const listed = await admin.request('/admin/api/mail/failed');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { total, mails } = listed.json as FailedMailAnswer;
    expect(total).toBe(2);
    expect(mails.map((mail) => [mail.kind, mail.to]).sort()).toEqual([
      ['contact', clubEmail],
      ['contact-confirmation', 'jef@example.be'],
    ]);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(
        ['attempts', 'createdAt', 'error', 'failedAt', 'id', 'kind', 'subject', 'to'].sort(),
      );
      expect(mail.subject).toEqual(expect.any(String));
      expect(mail.error).toMatch(/550/);
      expect(mail.error!.length).toBeLessThanOrEqual(160);
      expect(mail.attempts).toBe(1);
    }
    // The message the visitor wrote is in neither answer.
    expect(listed.text).not.toContain('Is er een tocht in juli?');

    refuse = false;
    const confirmation = mails.find((mail) => mail.kind === 'contact-confirmation')!;
    const retried = await admin.request(`/admin/api/mail/failed/${confirmation.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(200);
    expect(retried.json).toEqual({ message: 'De e-mail staat opnieuw in de wachtrij en wordt zo verstuurd.' });
    const [received] = await smtp.waitFor(1);
    expect(received!.envelopeTo).toEqual(['jef@example.be']);
    await server.services.mail.idle();
    expect(((await admin.request('/admin/api/mail/failed')).json as FailedMailAnswer).total).toBe(1);
    expect((await dashboard(admin)).counts.failedMail).toBe(1);

    // Sent now, unknown, or no id at all: a Dutch 404 that changes nothing.
    for (const id of [String(confirmation.id), '999', 'abc']) {
      const again = await admin.request(`/admin/api/mail/failed/${id}/retry`, { method: 'POST' });
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ message: 'Deze e-mail staat niet (meer) bij de mislukte e-mails.' });
    }
    expect(smtp.received).toHaveLength(1);
    expect((await server.request('/admin/api/mail/failed')).status).toBe(401);
  });

  it('names the member a newsletter was for, and its subject', async () => {
    const { server, admin } = await start({
      rejectWith: (mail) => (mail.envelopeTo.includes('els@example.be') ? 550 : null),
    });
    await makeMember(server.store, { firstName: 'Els', email: 'els@example.be' });
    const newsletter = await makeNewsletter(server.store, { title: 'Herfstnieuws' });
    expect((await admin.request(`/admin/api/newsletters/${newsletter.id}/send`, { method: 'POST' })).status).toBe(202);
    await server.services.mail.idle();
    const { mails } = (await admin.request('/admin/api/mail/failed')).json as FailedMailAnswer;
    expect(mails).toEqual([
      expect.objectContaining({ kind: 'newsletter', to: 'els@example.be', subject: 'Herfstnieuws' }),
    ]);
  });
});
