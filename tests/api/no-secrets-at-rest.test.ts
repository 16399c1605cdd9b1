import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, login, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';
import { archiveEntries } from '../helpers/tar-archive';

/**
 * What a backup or a copy of DATA_DIR gives whoever finds it: nothing that signs anyone in.
 * Before sessions, the archive held the key that signed admin tokens, the idempotency records a
 * password change's token, and the mail queue a promoted admin's password.
 */
describe('a backup and the data folder', () => {
  let server: TestServer;
  let chair: AdminSession;
  let secretary: AdminSession;
  let archive: Map<string, Buffer>;
  const tokens: string[] = [];
  const passwords = ['voorzitter-wachtwoord', 'secretaris-oud-1', 'secretaris-nieuw-2'];

  /** Every file under DATA_DIR, by its path there. */
  async function dataFolder(): Promise<Map<string, Buffer>> {
    const files = new Map<string, Buffer>();
    for (const entry of await readdir(server.config.dataDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(server.config.dataDir, file), await readFile(file));
    }
    return files;
  }

  /** What of a secret is in `files`, by file: tokens, their digests, passwords, 43-character codes. */
  function secretsIn(files: Map<string, Buffer>): string[] {
    const found: string[] = [];
    const digests = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
    for (const [name, bytes] of files) {
      const text = bytes.toString('utf8');
      for (const token of tokens) if (text.includes(token.split('.')[1]!)) found.push(`${name}: a session token`);
      if (name !== 'sessions.json' && digests.some((digest) => text.includes(digest))) {
        found.push(`${name}: a session's digest`);
      }
      for (const password of passwords) if (text.includes(password)) found.push(`${name}: a password`);
      if (/Wachtwoord:/.test(text)) found.push(`${name}: a mailed password`);
      // A session token's or a set-password code's 256 random bits, as base64url, standing alone. Base64
      // has runs like that too: the unsubscribe key (it may be in a backup: it can only unsubscribe) and
      // the scrypt hashes, cut into runs by '+' and '/'.
      const base64 = name.endsWith('unsubscribe-key') || name.endsWith('credentials.json');
      const codes = base64 ? [] : (text.match(/(?<![\w-])[\w-]{43}(?![\w-])/g) ?? []);
      if (codes.length > 0) found.push(`${name}: ${codes.join(', ')}`);
      if (/eyJ[\w-]+\.eyJ/.test(text)) found.push(`${name}: a JWT`);
    }
    return found;
  }

  beforeAll(async () => {
    // A mail server that is down: the promotion's mail stays in the queue, and is tried meanwhile.
    server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'https://club.example' } });
    chair = await createAdmin(server, { email: 'voorzitter@example.be', password: passwords[0] });
    secretary = await createAdmin(server, { email: 'secretaris@example.be', password: passwords[1] });
    tokens.push(chair.token, secretary.token, await login(server, chair.email, chair.password));

    const promoted = await makeMember(server.store, { firstName: 'Nele', email: 'nele@example.be' });
    const promotion = await chair.request(`/admin/api/members/${promoted.id}/promote-admin`, {
      method: 'POST',
      headers: { 'Idempotency-Key': 'promote-nele' },
    });
    expect(promotion.status).toBe(200);
    const changed = await secretary.request('/admin/api/change-password', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'wachtwoord-secretaris' },
      body: { oldPassword: passwords[1], newPassword: passwords[2] },
    });
    expect(changed.status).toBe(200);
    await server.services.mail.idle();
    // The mail was composed and tried at least once: a set-password link was made, and not sent.
    expect(server.store.mail.find((entry) => entry.kind === 'admin-password')).toMatchObject({
      status: 'pending',
      message: null,
    });
    expect(server.store.mail.find((entry) => entry.kind === 'admin-password')!.attempts).toBeGreaterThan(0);
    expect(server.store.passwordLinks.size).toBe(1);

    const download = await fetch(`${server.url}/admin/api/backup/download`, {
      headers: { Authorization: `Bearer ${chair.token}` },
    });
    expect(download.status).toBe(200);
    archive = await archiveEntries(Buffer.from(await download.arrayBuffer()));
  });
  afterAll(() => server?.close());

  it('hold no token, no password and no set-password code; the archive not even a digest of one', async () => {
    const folder = await dataFolder();
    expect([...folder.keys()]).toEqual(expect.arrayContaining(['sessions.json', 'password-links.json']));
    expect(secretsIn(folder).join('\n')).toBe('');
    expect(secretsIn(archive).join('\n')).toBe('');
    expect([...archive.keys()].filter((name) => /sessions|password-links|jwt-secret/.test(name))).toEqual([]);
  });

  it('give no key that signs anyone in: a token forged with any file of the archive is refused', async () => {
    const keys = [...archive.values()].flatMap((bytes) => {
      const text = bytes.toString('utf8').trim();
      return [bytes, Buffer.from(text, 'base64'), Buffer.from(text, 'utf8')];
    });
    const now = Math.floor(Date.now() / 1000);
    const refusals = new Set<number>();
    for (const key of keys.filter((candidate) => candidate.length > 0)) {
      for (const tv of [1, 2, 3]) {
        const forged = await new SignJWT({ tv })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(chair.memberId))
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(key);
        refusals.add(
          (await server.request('/admin/api/members', { headers: { Authorization: `Bearer ${forged}` } })).status,
        );
      }
    }
    // And each file's text as a token: a session's digest, a record, the unsubscribe key.
    for (const bytes of archive.values()) {
      for (const candidate of bytes.toString('utf8').match(/[\w.-]{40,}/g) ?? []) {
        refusals.add(
          (await server.request('/admin/api/members', { headers: { Authorization: `Bearer ${candidate}` } })).status,
        );
      }
    }
    expect([...refusals]).toEqual([401]);
  });
});
