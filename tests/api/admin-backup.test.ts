import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { readArchive } from '../../server/backup/read';
import { migrations } from '../../server/store/migrations';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage } from '../helpers/factories';
import { archiveEntries } from '../helpers/tar-archive';

let server: TestServer;
afterEach(() => server?.close());

const download = '/admin/api/backup/download';

async function start(): Promise<AdminSession> {
  server = await startTestServer();
  return createAdmin(server, { email: 'voorzitter@example.be' });
}

async function downloaded(admin: AdminSession) {
  const response = await fetch(server.url + download, {
    headers: { Authorization: `Bearer ${admin.token}`, 'Accept-Encoding': 'gzip, br' },
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('the admin backup download', () => {
  it('streams a fresh, whole archive to an admin, uncached and gzipped once, and shows it as the last backup', async () => {
    const admin = await start();
    const image = await makeImage(server.store, server.config.uploadsDir);
    expect((await admin.request('/admin/api/backup')).json).toEqual({ last: null });

    const { response, body } = await downloaded(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="houtlandstappers-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // fetch would have undone a second gzip; the header says there was none.
    expect(response.headers.get('content-encoding')).toBeNull();

    const currentSchemaVersion = migrations.at(-1)?.version ?? 0;
    const manifest = await readArchive(Readable.from([body]), { label: 'download', currentSchemaVersion });
    expect(manifest.schemaVersion).toBe(currentSchemaVersion);
    expect(manifest.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['data/meta.json', 'data/members.json', `uploads/${image.uuid}/original`]),
    );
    const members = JSON.parse((await archiveEntries(body)).get('data/members.json')!.toString()) as {
      records: { email: string }[];
    };
    expect(members.records.map((member) => member.email)).toEqual(['voorzitter@example.be']);

    const { json } = await admin.request('/admin/api/backup');
    expect(json).toEqual({ last: { at: manifest.createdAt, bytes: body.length, how: 'download' } });
    // Members' data: nothing of it in the server's log.
    expect(JSON.stringify(server.logged)).not.toContain('voorzitter@example.be');
  });

  it('makes one at a time: a second download while one runs is refused until the first is done', async () => {
    const admin = await start();
    const image = await makeImage(server.store, server.config.uploadsDir);
    // A large photo, more than the socket buffers hold: the first download stays busy while unread.
    await writeFile(path.join(server.config.uploadsDir, image.uuid, '1280x1280.webp'), randomBytes(48 * 1024 * 1024));

    const first = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpRequest(server.url + download, { headers: { Authorization: `Bearer ${admin.token}` } });
      request.on('response', resolve).on('error', reject).end();
    });
    first.pause();
    expect(first.statusCode).toBe(200);

    const second = await admin.request(download);
    expect(second.status).toBe(429);
    expect(second.json).toEqual({ message: 'Er wordt al een back-up gemaakt. Probeer het over een minuut opnieuw.' });
    expect(second.headers.get('retry-after')).toBe('60');

    let received = 0;
    first.on('data', (chunk: Buffer) => (received += chunk.length));
    await new Promise((resolve) => first.on('end', resolve).resume());
    expect(received).toBeGreaterThan(48 * 1024 * 1024);
    expect((await downloaded(admin)).response.status).toBe(200);
  }, 60_000);

  it('allows a few downloads an hour for the whole club', async () => {
    const admin = await start();
    const other = await createAdmin(server, { email: 'secretaris@example.be' });
    const statuses: number[] = [];
    for (const session of [admin, other, admin, other, admin, other, admin]) {
      statuses.push((await downloaded(session)).response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await other.request(download);
    expect(refused.json).toEqual({
      message: 'Je hebt het afgelopen uur al genoeg back-ups gedownload. Probeer het later opnieuw.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
