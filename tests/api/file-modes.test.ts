import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store';
import { createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { jpeg } from '../helpers/factories';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';

let server: TestServer | undefined;
let running: ServerProcess | undefined;
let folder: string | undefined;

afterEach(async () => {
  await server?.close();
  if (running) await stopServerProcess(running);
  if (folder) await rm(folder, { recursive: true, force: true });
  server = running = folder = undefined;
});

/** Every file and folder under root (root included) whose mode lets group or others in, with its mode. */
async function looseEntries(root: string): Promise<string[]> {
  const loose: string[] = [];
  const visit = async (entry: string) => {
    const stats = await stat(entry);
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== wanted)
      loose.push(`${path.relative(root, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(root);
  return loose;
}

/** An older version's data: readable by everyone. */
async function looseClub(root: string): Promise<{ dataDir: string; uploadsDir: string }> {
  const dataDir = path.join(root, 'data');
  const uploadsDir = path.join(root, 'uploads');
  const photo = path.join(uploadsDir, '0f8e7c1a-2b3c-4d5e-8f90-123456789abc');
  for (const dir of [dataDir, path.join(dataDir, 'outbox'), uploadsDir, photo]) await mkdir(dir, { recursive: true });
  await writeFile(path.join(dataDir, 'members.json'), JSON.stringify({ nextId: 1, records: [] }));
  await writeFile(path.join(dataDir, 'outbox', 'oud-bericht.eml'), 'Subject: oud\r\n\r\nhallo\r\n');
  await writeFile(path.join(photo, 'original'), await jpeg(40, 30));
  await writeFile(path.join(photo, '300x300.webp'), 'x');
  for (const file of [
    path.join(dataDir, 'members.json'),
    path.join(dataDir, 'outbox', 'oud-bericht.eml'),
    path.join(photo, 'original'),
    path.join(photo, '300x300.webp'),
  ]) {
    await chmod(file, 0o644);
  }
  for (const dir of [dataDir, path.join(dataDir, 'outbox'), uploadsDir, photo]) await chmod(dir, 0o755);
  return { dataDir, uploadsDir };
}

describe('private files', () => {
  it('writes every data file, mail file, photo and folder for the server user alone (0600, 0700)', async () => {
    server = await startTestServer();
    const admin = await createAdmin(server);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await jpeg(640, 480))], { type: 'image/jpeg' }), 'tocht.jpg');
    const uploaded = await admin.request('/admin/api/images/upload', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const [image] = uploaded.json as Array<{ cdnUrl: string }>;
    expect((await server.request(`${image!.cdnUrl}300x300.webp`)).status).toBe(200);
    const contact = await server.request('/api/mail/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Jan', email: 'jan@example.be', text: 'Hallo', recaptchaToken: '' }),
    });
    expect(contact.status).toBe(201);
    await server.services.mail.idle();

    const files = await readdir(server.config.dataDir, { recursive: true });
    expect(files).toEqual(
      expect.arrayContaining([
        'members.json',
        'credentials.json',
        'sessions.json',
        'contact-messages.json',
        'unsubscribe-key',
      ]),
    );
    expect(files.some((file) => file.endsWith('.eml'))).toBe(true);
    expect(await looseEntries(server.config.dataDir)).toEqual([]);
    expect(await looseEntries(server.config.uploadsDir)).toEqual([]);
  });

  it('closes what an older version left open when the store opens', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'club-modes-'));
    const { dataDir } = await looseClub(folder);
    expect(await looseEntries(dataDir)).not.toEqual([]);
    await openStore(dataDir);
    expect(await looseEntries(dataDir)).toEqual([]);
  });

  it('closes the data folder before it serves, and the photos soon after, at a real start', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'club-modes-'));
    const { dataDir, uploadsDir } = await looseClub(folder);
    running = await startServerProcess(folder, { SEED: 'none' });
    expect(await looseEntries(dataDir)).toEqual([]);
    // UPLOADS_DIR itself first, so nothing below it is reachable while the rest is done in the background.
    expect(((await stat(uploadsDir)).mode & 0o777).toString(8)).toBe('700');
    await expect.poll(() => looseEntries(uploadsDir), { timeout: 10_000 }).toEqual([]);
  });
});
