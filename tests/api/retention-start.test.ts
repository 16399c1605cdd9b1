import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore } from '../../server/store';
import { makeApplication } from '../helpers/applications';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';

let root: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-retention-'));
});
afterAll(async () => {
  if (server) await stopServerProcess(server, 'SIGKILL');
  await rm(root, { recursive: true, force: true });
});

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

const idsIn = async (file: string): Promise<number[]> => {
  const content = JSON.parse(await readFile(path.join(root, 'data', file), 'utf8')) as { records: { id: number }[] };
  return content.records.map((record) => record.id);
};

it('a started server removes what the retention periods no longer keep, without anyone opening a list', async () => {
  const store = await openStore(path.join(root, 'data'));
  await store.contactMessages.create({
    name: 'Jan',
    email: 'jan@example.be',
    text: 'Een vraag van lang geleden',
    receivedAt: monthsAgo(13),
  });
  const newMessage = await store.contactMessages.create({
    name: 'An',
    email: 'an@example.be',
    text: 'Een vraag van vorige maand',
    receivedAt: monthsAgo(1),
  });
  await makeApplication(store, { status: 'geweigerd', handledAt: monthsAgo(13) });
  const recentHandled = await makeApplication(store, { status: 'aanvaard', handledAt: monthsAgo(2) });
  const waiting = await makeApplication(store, { receivedAt: monthsAgo(20) });

  server = await startServerProcess(root, { SEED: 'none' });
  await expect.poll(() => idsIn('contact-messages.json'), { timeout: 10_000 }).toEqual([newMessage.id]);
  await expect.poll(() => idsIn('applications.json'), { timeout: 10_000 }).toEqual([recentHandled.id, waiting.id]);
});
