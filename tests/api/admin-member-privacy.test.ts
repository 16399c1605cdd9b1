import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember, makeNewsletter } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

const secret = {
  firstName: 'Lotte<script>alert(1)</script>',
  lastName: 'Vermeulen',
  email: 'lotte.vermeulen@example.be',
  phoneNumber: '0471 22 33 44',
  dateOfBirth: '1974-09-23',
  street: 'Kasteeldreef',
  comments: 'Komt met de fiets.',
};

async function start(): Promise<AdminSession> {
  server = await startTestServer();
  // Mails stay in the queue as they were made: what the club keeps for the member, unsent.
  await server.services.mail.stop();
  return createAdmin(server);
}

/** A member with every kind of data the club holds: record, photo, applications, a message, mails. */
async function memberWithData() {
  const { store, config } = server;
  const photo = await makeImage(store, config.uploadsDir, 'lotte.jpg');
  const member = await makeMember(store, {
    firstName: secret.firstName,
    lastName: secret.lastName,
    email: secret.email,
    phoneNumber: secret.phoneNumber,
    dateOfBirth: secret.dateOfBirth,
    gender: 'female',
    comments: secret.comments,
    role: 'BOARDMEMBER',
    boardTitle: 'Secretaris',
    clubportaal: 'CP-77',
    photoImageId: photo.id,
    memberSince: '2025-03-01',
    address: { street: secret.street, houseNumber: '7', city: 'Wingene', postalCode: '8750', country: 'België' },
  });
  const application = (data: { email: string | null; memberId?: number | null; remarks: string }) =>
    store.applications.create({
      firstName: 'Lotte',
      lastName: secret.lastName,
      dateOfBirth: secret.dateOfBirth,
      receivedAt: '2025-02-01T09:00:00.000Z',
      ...data,
    });
  const applied = await application({ email: 'LOTTE.Vermeulen@example.be', remarks: 'Ik wandel graag.' });
  const accepted = await application({ email: null, memberId: member.id, remarks: 'Via de balie.' });
  // The public contact form: the message, the club's copy (reply-to her) and her confirmation.
  const sent = await server.request('/api/mail/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Lotte', email: secret.email, text: 'Mag mijn hond mee?', recaptchaToken: '' }),
  });
  expect(sent.status).toBe(201);
  const failed = await store.mail.create({
    messageId: '<m1@club>',
    kind: 'contact-confirmation',
    message: { to: secret.email, subject: 'Bedankt voor je bericht', text: 'Dag Lotte' },
    status: 'failed',
    lastError: `550 ${secret.email} onbekend`,
    nextAttemptAt: '2025-02-01T09:00:00.000Z',
    createdAt: '2025-02-01T09:00:00.000Z',
  });
  return { member, photo, applied, accepted, failed };
}

/** Someone else's data, sharing nothing but a family address. */
async function otherMember() {
  const { store } = server;
  const other = await makeMember(store, { firstName: 'Piet', lastName: 'Maes', email: 'piet@example.be' });
  const partner = await makeMember(store, { firstName: 'Jo', lastName: 'Vermeulen', email: secret.email });
  await store.applications.create({
    firstName: 'Piet',
    lastName: 'Maes',
    email: 'piet@example.be',
    receivedAt: '2025-02-02T09:00:00.000Z',
  });
  await store.applications.create({
    firstName: 'Jo',
    lastName: 'Vermeulen',
    email: secret.email,
    memberId: partner.id,
    receivedAt: '2025-02-02T09:00:00.000Z',
  });
  return { other, partner };
}

type Export = {
  member: Record<string, unknown> & { photo: { cdnUrl: string; fileName: string } | null };
  administrator: boolean;
  applications: { id: number }[];
  contactMessages: { text: string }[];
  mails: { kind: string; subject: string | null; to: string | null; status: string }[];
  payments: unknown[];
};

describe('admin member privacy: export', () => {
  it('answers everything the club holds about the member as JSON, and nothing of another member', async () => {
    const admin = await start();
    const { member, applied, accepted } = await memberWithData();
    await otherMember();

    const answer = await admin.request(`/admin/api/members/${member.id}/privacy-export?format=json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="gegevens-lotte-script-alert-1-script-vermeulen\.json"$/,
    );
    const data = answer.json as Export;
    expect(data.member).toMatchObject({
      id: member.id,
      firstName: secret.firstName,
      email: secret.email,
      phoneNumber: secret.phoneNumber,
      dateOfBirth: secret.dateOfBirth,
      comments: secret.comments,
      boardTitle: 'Secretaris',
      clubportaal: 'CP-77',
      memberSince: '2025-03-01',
      address: { street: secret.street, city: 'Wingene' },
      photo: { fileName: 'lotte.jpg', cdnUrl: expect.stringMatching(/^\/media\//) },
    });
    expect(data.administrator).toBe(false);
    expect(data.applications.map((a) => a.id).sort()).toEqual([applied.id, accepted.id].sort());
    expect(data.contactMessages.map((m) => m.text)).toEqual(['Mag mijn hond mee?']);
    expect(data.mails.map((m) => m.kind).sort()).toEqual(['contact', 'contact-confirmation', 'contact-confirmation']);
    expect(data.mails).toContainEqual(
      expect.objectContaining({ kind: 'contact-confirmation', subject: 'Bedankt voor je bericht', status: 'failed' }),
    );
    expect(data.payments).toEqual([]);
    // Never a mail's text, an error, a password hash.
    expect(answer.text).not.toContain('Dag Lotte');
    expect(answer.text).not.toContain('550');
    expect(answer.text).not.toMatch(/passwordHash|Piet|piet@/);
    // The club's copy of her message went to an administrator, whose address is not hers to have.
    expect(answer.text).not.toContain(admin.email);

    const summary = await admin.request(`/admin/api/members/${member.id}/privacy`);
    expect(summary.json).toEqual({
      applications: 2,
      messages: 1,
      mails: 3,
      photo: true,
      administrator: false,
      erasedAt: null,
    });
  });

  it('answers a readable Dutch page with every text escaped', async () => {
    const admin = await start();
    const { member } = await memberWithData();
    const answer = await admin.request(`/admin/api/members/${member.id}/privacy-export?format=html`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Disposition')).toMatch(/^attachment; filename="gegevens-.*\.html"$/);
    const html = answer.text;
    expect(html).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Lotte&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const heading of ['Lid', 'Aanvragen', 'Berichten', 'E-mails', 'Betalingen']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    for (const text of [secret.email, secret.phoneNumber, secret.street, '23 september 1974', 'Ik wandel graag.']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Mag mijn hond mee?');
    expect(html).toContain('Bedankt voor je bericht');
  });

  it('refuses an unknown format or member in Dutch', async () => {
    const admin = await start();
    const member = await makeMember(server.store);
    const format = await admin.request(`/admin/api/members/${member.id}/privacy-export?format=pdf`);
    expect(format.status).toBe(400);
    expect(format.json).toMatchObject({ message: 'Controleer de ingevulde velden.' });
    const unknown = await admin.request('/admin/api/members/9999/privacy-export');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Dit lid bestaat niet.' });
  });
});

const forget = (admin: AdminSession, id: number, version?: string) =>
  admin.request(`/admin/api/members/${id}/forget`, {
    method: 'POST',
    headers: version === undefined ? {} : { 'If-Match': version },
  });

describe('admin member privacy: forget', () => {
  it('erases the personal data, the photo files, applications, messages and mail texts; the count stays', async () => {
    const admin = await start();
    const { member, photo, failed } = await memberWithData();
    const { other, partner } = await otherMember();
    const count = server.store.members.size;
    const folder = path.join(server.config.uploadsDir, photo.uuid);
    expect(existsSync(folder)).toBe(true);

    // An edit's answer, kept to answer a retried request, holds her data too.
    const edited = await admin.request(`/admin/api/members/${member.id}`, {
      method: 'PUT',
      headers: { 'Idempotency-Key': 'bewerking-1', 'If-Match': `"${member.version}"` },
      body: { phoneNumber: secret.phoneNumber },
    });
    expect(edited.status).toBe(200);
    expect(JSON.stringify(server.store.idempotency.all())).toContain(secret.email);
    // An import that changed her keeps her earlier fields for its undo; an import of someone else keeps theirs.
    const imported = await server.store.memberImports.create({
      importedAt: '2025-03-01T09:00:00.000Z',
      importedBy: admin.memberId,
      fileName: 'leden.xlsx',
      mapping: [],
      counts: { created: 0, updated: 2, unchanged: 0, skipped: 0 },
      created: [],
      updated: [
        { id: member.id, version: 2, before: { email: secret.email, phoneNumber: secret.phoneNumber } },
        { id: other.id, version: 2, before: { phoneNumber: '050 11 22 33' } },
      ],
    });

    expect((await forget(admin, member.id)).status).toBe(428);
    const stale = await forget(admin, member.id, `"${member.version + 5}"`);
    expect(stale.status).toBe(409);
    expect(server.store.members.get(member.id)?.email).toBe(secret.email);
    expect(server.store.contactMessages.size).toBe(1);

    const current = server.store.members.get(member.id)!;
    const answer = await forget(admin, member.id, `"${current.version}"`);
    expect(answer.status).toBe(200);
    const erased = answer.json as Record<string, unknown>;
    expect(answer.headers.get('ETag')).toBe(`"${String(erased.version)}"`);
    expect(erased).toMatchObject({
      id: member.id,
      firstName: 'Vergeten',
      lastName: 'lid',
      email: null,
      phoneNumber: null,
      dateOfBirth: null,
      address: null,
      comments: null,
      boardTitle: null,
      clubportaal: null,
      photoImageId: null,
      uploadcareImage: null,
      active: false,
      erasedAt: expect.any(String),
    });
    expect(server.store.members.size).toBe(count);
    expect(existsSync(folder)).toBe(false);
    expect(server.store.images.get(photo.id)).toBeUndefined();
    // The other member's application, and the partner's on the shared address, stay.
    expect(
      server.store.applications
        .all()
        .map((a) => a.firstName)
        .sort(),
    ).toEqual(['Jo', 'Piet']);
    expect(server.store.contactMessages.size).toBe(0);
    expect(server.store.mail.get(failed.id)).toMatchObject({ message: null, lastError: null, status: 'failed' });
    expect(server.store.mail.all().filter((entry) => entry.status === 'pending')).toEqual([]);
    expect(server.store.members.get(other.id)?.email).toBe('piet@example.be');
    expect(server.store.members.get(partner.id)?.email).toBe(secret.email);
    expect(JSON.stringify(server.store.idempotency.all())).not.toContain(secret.email);
    expect(JSON.stringify(server.store.memberImports.get(imported.id))).not.toContain(secret.phoneNumber);
    expect(server.store.memberImports.get(imported.id)?.updated[1]?.before).toEqual({ phoneNumber: '050 11 22 33' });

    const after = await admin.request(`/admin/api/members/${member.id}/privacy-export?format=json`);
    const html = await admin.request(`/admin/api/members/${member.id}/privacy-export?format=html`);
    for (const text of [after.text, html.text]) {
      for (const value of [
        'Lotte',
        'Vermeulen',
        secret.email,
        secret.phoneNumber,
        secret.street,
        '1974',
        'Secretaris',
        'CP-77',
        'fiets',
        'hond',
        'lotte.jpg',
      ]) {
        expect(text).not.toContain(value);
      }
    }
    expect((after.json as Export).member.erasedAt).toBe(erased.erasedAt);
    expect(after.headers.get('Content-Disposition')).toContain('gegevens-vergeten-lid.json');

    // A second forget is harmless: the same record, nothing more written.
    const again = await forget(admin, member.id, '*');
    expect(again.status).toBe(200);
    expect(again.json).toEqual(erased);
    expect(server.store.members.size).toBe(count);
  });

  it('leaves a forgotten member out of the newsletter recipients', async () => {
    const admin = await start();
    const member = await makeMember(server.store, { email: 'weg@example.be' });
    const stays = await makeMember(server.store, { email: 'blijft@example.be' });
    expect((await forget(admin, member.id, '*')).status).toBe(200);
    const newsletter = await makeNewsletter(server.store);
    const sent = await admin.request(`/admin/api/newsletters/${newsletter.id}/send`, { method: 'POST' });
    expect(sent.status).toBe(202);
    const recipients = server.store.mail.filter((entry) => entry.kind === 'newsletter').map((entry) => entry.memberId);
    expect(recipients).toContain(stays.id);
    expect(recipients).not.toContain(member.id);
  });

  it('refuses an administrator and the signed-in admin, and changes nothing', async () => {
    const admin = await start();
    const other = await makeMember(server.store, { firstName: 'Mie', email: 'mie@example.be' });
    await setPassword(server.store, other.id, 'een-goed-wachtwoord', { admin: true });
    const before = JSON.stringify(server.store.members.all());

    const refused = await forget(admin, other.id, '*');
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      message: 'Dit lid is admin. Verwijder eerst de adminrechten (Instellingen, Beheerders) en probeer dan opnieuw.',
    });
    const self = await forget(admin, admin.memberId, '*');
    expect(self.status).toBe(409);
    expect(self.json).toEqual({ message: 'Je kunt jezelf niet laten vergeten.' });
    expect(JSON.stringify(server.store.members.all())).toBe(before);
    expect((await admin.request(`/admin/api/members/${other.id}/privacy`)).json).toMatchObject({ administrator: true });

    const unknown = await forget(admin, 9999, '*');
    expect(unknown.status).toBe(404);
  });

  it('forgets a former admin with their password and sessions', async () => {
    const admin = await start();
    const former = await makeMember(server.store, { email: 'oud@example.be' });
    await setPassword(server.store, former.id, 'een-goed-wachtwoord', { admin: false });
    expect((await forget(admin, former.id, '*')).status).toBe(200);
    expect(server.store.credentials.find((credential) => credential.memberId === former.id)).toBeUndefined();
  });
});
