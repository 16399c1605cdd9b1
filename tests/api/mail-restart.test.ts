import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { openStore } from '../../server/store';
import { makeMember, makeNewsletter } from '../helpers/factories';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

let root: string;
const running: ServerProcess[] = [];
const smtpServers: TestSmtpServer[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-mail-restart-'));
});
afterAll(async () => {
  await Promise.all(running.map((server) => stopServerProcess(server, 'SIGKILL')));
  await Promise.all(smtpServers.map((smtp) => smtp.close()));
  await rm(root, { recursive: true, force: true });
});

const recipients = 50;
const acceptedBeforeKill = 17;

it('a server killed mid-send delivers the rest after a restart, none twice', { timeout: 60_000 }, async () => {
  // A club with 50 members on the list and a published newsletter, prepared on disk.
  const store = await openStore(path.join(root, 'data'));
  for (let n = 1; n <= recipients; n++) await makeMember(store, { email: `lid${n}@example.be` });
  const admin = await makeMember(store, { email: 'beheer@example.be', newsletterUnsubscribed: true });
  await setPassword(store, admin.id, 'een-goed-wachtwoord');
  const newsletter = await makeNewsletter(store, { title: 'Winterbrief' });

  // The first SMTP server takes 17 mails, then holds the 18th without answering; we kill the server then.
  let killed: Promise<void> = Promise.resolve();
  const first = await startSmtpServer({
    holdFrom: acceptedBeforeKill,
    onHold: () => {
      killed = stopServerProcess(server, 'SIGKILL');
    },
  });
  smtpServers.push(first);
  const server = await startServerProcess(root, { SEED: 'none', SMTP_URL: first.smtpUrl, JWT_SECRET: 'x'.repeat(40) });
  running.push(server);

  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'beheer@example.be', password: 'een-goed-wachtwoord' }),
  });
  const { token } = (await login.json()) as { token: string };
  const send = await fetch(`${server.url}/admin/api/newsletters/${newsletter.id}/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(send.status).toBe(202);
  expect(await send.json()).toMatchObject({ recipients });

  await first.waitFor(acceptedBeforeKill);
  await expect.poll(() => server.child.signalCode, { timeout: 10_000 }).toBe('SIGKILL');
  await killed;
  await first.close();
  expect(first.received).toHaveLength(acceptedBeforeKill);

  // Restarted on the same data, against a fresh SMTP server: the rest goes out, and only the rest.
  const second = await startSmtpServer();
  smtpServers.push(second);
  const restarted = await startServerProcess(root, {
    SEED: 'none',
    SMTP_URL: second.smtpUrl,
    JWT_SECRET: 'x'.repeat(40),
  });
  running.push(restarted);
  await second.waitFor(recipients - acceptedBeforeKill, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const delivered = [...first.received, ...second.received].map((mail) => mail.envelopeTo.join(','));
  expect(second.received).toHaveLength(recipients - acceptedBeforeKill);
  expect(new Set(delivered).size).toBe(recipients);
  expect(delivered.sort()).toEqual(Array.from({ length: recipients }, (_, i) => `lid${i + 1}@example.be`).sort());
  const messageIds = [...first.received, ...second.received].map((mail) => mail.parsed.messageId);
  expect(new Set(messageIds).size).toBe(recipients);
  await stopServerProcess(restarted);
});
