import { afterEach, describe, expect, it } from 'vitest';
import { conflictMessage } from '../../server/store';
import { messageTexts, type MessageRecord } from '../../server/contracts';
import { sweepMessages } from '../../server/messages/retention';
import { authorized, createAdmin, login, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { ErrorAnswer } from '../helpers/answers';
import { putSettings } from '../helpers/settings';

let server: TestServer;
afterEach(() => server?.close());

const list = '/admin/api/messages';
const record = (id: number | string) => `${list}/${id}`;

// The app's clock, moved on by the tests: when messages arrive, are read, and expire.
let clock: Date;
async function start(at = '2026-03-01T10:00:00.000Z'): Promise<AdminSession> {
  clock = new Date(at);
  server = await startTestServer({ now: () => clock });
  return createAdmin(server);
}

/** A visitor sends the contact form, as the public page does. */
async function sendContact(data: { name: string; email: string; text: string }, at?: string) {
  if (at) clock = new Date(at);
  const answer = await server.request('/api/mail/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...data, recaptchaToken: '' }),
  });
  expect(answer.status, answer.text).toBe(201);
}

/** The clock moved on by months: a session from back then has expired, so the admin signs in again. */
async function later(admin: AdminSession, at: string): Promise<AdminSession> {
  clock = new Date(at);
  const token = await login(server, admin.email, admin.password);
  return { ...admin, token, request: authorized(server, token) };
}

const jan = { name: 'Jan Peeters', email: 'jan.peeters@example.be', text: 'Mag mijn hond mee op de Lentetocht?' };
const mie = { name: 'Mie Claes', email: 'mie@example.be', text: 'Hoe word ik lid?\nMet vriendelijke groeten' };

async function messages(admin: AdminSession): Promise<MessageRecord[]> {
  const answer = await admin.request(list);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as MessageRecord[];
}

const patch = (admin: AdminSession, path: string, body: unknown, version?: number) =>
  admin.request(path, {
    method: 'PATCH',
    body,
    ...(version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } }),
  });

describe('admin messages (Berichten)', () => {
  it("shows the contact form's messages unread, newest first; opening one marks it read", async () => {
    const admin = await start();
    await sendContact(jan, '2026-03-01T10:00:00.000Z');
    await sendContact(mie, '2026-03-02T08:30:00.000Z');

    const inbox = await messages(admin);
    expect(inbox).toEqual([
      { ...mie, id: 2, version: 1, updatedAt: expect.any(String), receivedAt: '2026-03-02T08:30:00.000Z', readAt: null, archivedAt: null }, // prettier-ignore
      { ...jan, id: 1, version: 1, updatedAt: expect.any(String), receivedAt: '2026-03-01T10:00:00.000Z', readAt: null, archivedAt: null }, // prettier-ignore
    ]);
    const one = await admin.request(record(1));
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe('"1"');
    expect(one.json).toEqual(inbox[1]);

    clock = new Date('2026-03-03T09:00:00.000Z');
    const read = await patch(admin, adminRead(1), { read: true }, 1);
    expect(read.status, read.text).toBe(200);
    expect(read.headers.get('etag')).toBe('"2"');
    expect(read.json).toMatchObject({ id: 1, version: 2, readAt: '2026-03-03T09:00:00.000Z', archivedAt: null });

    // Read again later: it keeps when it was first read. Unread again clears it.
    clock = new Date('2026-03-04T09:00:00.000Z');
    expect((await patch(admin, adminRead(1), { read: true }, 2)).json).toMatchObject({
      version: 3,
      readAt: '2026-03-03T09:00:00.000Z',
    });
    expect((await patch(admin, adminRead(1), { read: false }, 3)).json).toMatchObject({ version: 4, readAt: null });
    expect((await messages(admin)).map((message) => [message.id, message.readAt])).toEqual([
      [2, null],
      [1, null],
    ]);
  });

  it('archives (and so reads) a message, brings it back to the inbox, and deletes it', async () => {
    const admin = await start();
    await sendContact(jan);

    clock = new Date('2026-03-05T12:00:00.000Z');
    const archived = await patch(admin, adminArchive(1), { archived: true }, 1);
    expect(archived.status, archived.text).toBe(200);
    expect(archived.json).toMatchObject({
      version: 2,
      archivedAt: '2026-03-05T12:00:00.000Z',
      readAt: '2026-03-05T12:00:00.000Z',
    });
    expect((await messages(admin))[0]).toMatchObject({ id: 1, archivedAt: '2026-03-05T12:00:00.000Z' });

    const back = await patch(admin, adminArchive(1), { archived: false }, 2);
    expect(back.json).toMatchObject({ version: 3, archivedAt: null, readAt: '2026-03-05T12:00:00.000Z' });

    const deleted = await admin.request(record(1), { method: 'DELETE', headers: { 'If-Match': '"3"' } });
    expect(deleted.status).toBe(204);
    expect(await messages(admin)).toEqual([]);
    const gone = await admin.request(record(1));
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ message: messageTexts.notFound });
    expect((await patch(admin, adminRead(1), { read: true })).status).toBe(404);
  });

  it('answers a stale If-Match with 409 and the message as it is, and changes nothing', async () => {
    const admin = await start();
    await sendContact(jan);
    await patch(admin, adminRead(1), { read: true }, 1);
    const revision = server.store.contactMessages.revision;

    for (const stale of [
      patch(admin, adminArchive(1), { archived: true }, 1),
      patch(admin, adminRead(1), { read: false }, 1),
      admin.request(record(1), { method: 'DELETE', headers: { 'If-Match': '"1"' } }),
    ]) {
      const answer = await stale;
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({
        message: conflictMessage,
        current: { id: 1, version: 2, name: jan.name, archivedAt: null },
      });
    }
    expect(server.store.contactMessages.revision).toBe(revision);
    expect((await messages(admin))[0]).toMatchObject({ version: 2, archivedAt: null });
  });

  it('refuses bad input with a Dutch 400 (or its own 404) and keeps nothing', async () => {
    const admin = await start();
    await sendContact(jan);
    const before = JSON.stringify(server.store.contactMessages.all());

    for (const body of [{}, { read: 'ja' }, { read: 1 }, { read: null }, [], 'true']) {
      const answer = await patch(admin, adminRead(1), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.json as ErrorAnswer).message).toBe(messageTexts.badRead);
    }
    for (const body of [{}, { archived: 'nee' }, { read: true }]) {
      const answer = await patch(admin, adminArchive(1), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.json as ErrorAnswer).message).toBe(messageTexts.badArchived);
    }
    const refusedHeader = await admin.request(record(1), { method: 'DELETE', headers: { 'If-Match': 'versie 2' } });
    expect(refusedHeader.status).toBe(400);
    expect((refusedHeader.json as ErrorAnswer).message).toBe('De If-Match-header is ongeldig.');

    for (const id of ['abc', '0', '-1', '1.5', '99999']) {
      for (const answer of [
        await admin.request(record(id)),
        await patch(admin, `${record(id)}/archive`, { archived: true }),
        await admin.request(record(id), { method: 'DELETE' }),
      ]) {
        expect(answer.status, id).toBe(404);
        expect(answer.json).toEqual({ message: messageTexts.notFound });
      }
    }
    expect(JSON.stringify(server.store.contactMessages.all())).toBe(before);
  });

  it('is for admins only', async () => {
    await start();
    await sendContact(jan);
    expect((await server.request(list)).status).toBe(401);
    expect((await server.request(`${list}/1/read`, { method: 'PATCH' })).status).toBe(401);
    expect(server.store.contactMessages.all()[0]?.readAt).toBeNull();
  });
});

describe('the retention period of messages', () => {
  it('removes a message the set number of months after it arrived, before the list answers, in one write', async () => {
    let admin = await start('2025-01-10T10:00:00.000Z');
    await sendContact(jan, '2025-01-10T10:00:00.000Z');
    await sendContact(mie, '2025-01-10T10:00:00.000Z');
    await sendContact({ ...jan, text: 'Nog een vraag' }, '2025-06-01T10:00:00.000Z');
    // Archived or read, it goes all the same.
    await patch(admin, adminArchive(1), { archived: true });

    admin = await later(admin, '2026-01-10T09:59:59.999Z');
    expect((await messages(admin)).map((message) => message.id)).toEqual([3, 2, 1]);

    const revision = server.store.contactMessages.revision;
    clock = new Date('2026-01-10T10:00:00.000Z');
    expect((await messages(admin)).map((message) => message.id)).toEqual([3]);
    expect(server.store.contactMessages.revision).toBe(revision + 1);
    expect((await admin.request(record(1))).status).toBe(404);
    // Nothing more is due: the next list writes nothing.
    await messages(admin);
    expect(server.store.contactMessages.revision).toBe(revision + 1);
  });

  it('follows a changed period in the settings, and a record read past its period is gone too', async () => {
    let admin = await start('2025-06-01T10:00:00.000Z');
    await sendContact(jan, '2025-06-01T10:00:00.000Z');
    await sendContact(mie, '2025-09-15T10:00:00.000Z');

    admin = await later(admin, '2026-01-10T10:00:00.000Z');
    expect((await messages(admin)).map((message) => message.id)).toEqual([2, 1]);

    await putSettings(admin, (payload) => {
      payload.retention = { messageMonths: 6 };
    });
    // June is more than 6 months back, September is not: the record read sweeps first as well.
    expect((await admin.request(record(1))).status).toBe(404);
    expect((await messages(admin)).map((message) => message.id)).toEqual([2]);

    admin = await later(admin, '2026-03-15T10:00:00.000Z');
    expect(await messages(admin)).toEqual([]);
  });

  it('sweepMessages answers how many went, for the daily timer', async () => {
    await start('2025-01-31T10:00:00.000Z');
    await sendContact(jan, '2025-01-31T10:00:00.000Z');
    await sendContact(mie, '2025-03-01T10:00:00.000Z');
    expect(await sweepMessages(server.store, new Date('2026-01-31T09:00:00.000Z'))).toBe(0);
    expect(await sweepMessages(server.store, new Date('2026-02-28T10:00:00.000Z'))).toBe(1);
    expect(await sweepMessages(server.store, new Date('2026-02-28T10:00:00.000Z'))).toBe(0);
    expect(await sweepMessages(server.store, new Date('2026-03-01T10:00:00.000Z'))).toBe(1);
    expect(server.store.contactMessages.size).toBe(0);
  });

  it('never shows the period in the public config', async () => {
    const admin = await start();
    await putSettings(admin, (payload) => {
      payload.retention = { applicationMonths: 24, messageMonths: 7 };
    });
    const config = await server.request('/api/site-config');
    expect(config.status).toBe(200);
    expect(config.text).not.toMatch(/retention|messageMonths|applicationMonths/);
  });
});

function adminRead(id: number): string {
  return `${record(id)}/read`;
}

function adminArchive(id: number): string {
  return `${record(id)}/archive`;
}
