import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMemberByEmail } from '../../server/auth/admins';
import { verifyPassword } from '../../server/auth/passwords';
import { openStore } from '../../server/store';
import { authorized, login } from '../helpers/admin';
import { startTestServer } from '../helpers/api-server';
import { archiveEntries } from '../helpers/tar-archive';

const run = promisify(execFile);
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-cli-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const env = { ...process.env, DATA_DIR: path.join(root, 'data'), UPLOADS_DIR: path.join(root, 'uploads') };
  return run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env }).catch(
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const store = await openStore(path.join(root, 'data'));
  const member = findMemberByEmail(store, email);
  const credential = store.credentials.find((c) => c.memberId === member?.id);
  return credential ? verifyPassword(password, credential.passwordHash) : false;
}

describe('cli', () => {
  it('creates an admin, then resets the password to a new one that works', async () => {
    const created = await cli('create-admin', 'Voorzitter@Example.be', 'eerste-wachtwoord');
    expect(created.stdout).toContain('Voorzitter@Example.be is nu beheerder.');
    expect(await passwordWorks('voorzitter@example.be', 'eerste-wachtwoord')).toBe(true);

    const reset = await cli('reset-password', 'voorzitter@example.be');
    const fresh = /: (\S{20})$/m.exec(reset.stdout)?.[1];
    expect(fresh).toBeDefined();
    expect(await passwordWorks('voorzitter@example.be', fresh!)).toBe(true);
    expect(await passwordWorks('voorzitter@example.be', 'eerste-wachtwoord')).toBe(false);
  });

  it('gives a reset password that signs in over HTTP on a server opened on that data dir', async () => {
    // No server runs while the CLI works: it takes the DATA_DIR lock and writes the files itself.
    await cli('create-admin', 'secretaris@example.be', 'eerste-wachtwoord');
    const reset = await cli('reset-password', 'secretaris@example.be');
    const fresh = /: (\S{20})$/m.exec(reset.stdout)?.[1];
    expect(fresh).toBeDefined();

    const server = await startTestServer({
      env: { DATA_DIR: path.join(root, 'data'), UPLOADS_DIR: path.join(root, 'uploads') },
    });
    try {
      const token = await login(server, ' Secretaris@Example.be ', fresh!);
      expect((await authorized(server, token)('/admin/api/me')).json).toMatchObject({
        email: 'secretaris@example.be',
      });
      const old = await server.request('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'secretaris@example.be', password: 'eerste-wachtwoord', recaptchaToken: '' }),
      });
      expect(old.status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('explains in Dutch what went wrong', async () => {
    const unknown = await cli('reset-password', 'niemand@example.be');
    expect((unknown as { stderr: string }).stderr).toContain('Geen beheerder met e-mailadres niemand@example.be.');
    const short = await cli('create-admin', 'a@example.be', 'kort');
    expect((short as { stderr: string }).stderr).toContain('minstens 8 tekens');
    const typo = await cli('create-admin', 'voorzitter.example.be');
    expect((typo as { stderr: string }).stderr).toContain('Dat is geen geldig e-mailadres.');
    const twoFolders = await cli('backup', 'een', 'twee');
    expect((twoFolders as { stderr: string }).stderr).toContain('Gebruik: backup [map] [--keep N]');
    const unknownOption = await cli('restore', 'back-up.tar.gz', '--overschrijf');
    expect((unknownOption as { stderr: string }).stderr).toContain('Gebruik: restore <bestand.tar.gz> [--force]');
    const noFile = await cli('restore', path.join(root, 'bestaat-niet.tar.gz'));
    expect((noFile as { stderr: string }).stderr).toContain(
      `Het bestand ${path.join(root, 'bestaat-niet.tar.gz')} bestaat niet of kan niet gelezen worden.`,
    );
  });

  it('makes a backup archive of the data and the uploads in BACKUP_DIR, leaving its own lock out, and frees the lock', async () => {
    await cli('create-admin', 'voorzitter@example.be', 'eerste-wachtwoord');
    const made = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'backup'], {
      env: {
        ...process.env,
        DATA_DIR: path.join(root, 'data'),
        UPLOADS_DIR: path.join(root, 'uploads'),
        BACKUP_DIR: path.join(root, 'backups'),
      },
    });
    expect(made.stdout).toContain(`Back-up gemaakt: ${path.join(root, 'backups', 'houtlandstappers-')}`);
    const [archive] = await readdir(path.join(root, 'backups'));
    expect(archive).toMatch(/^houtlandstappers-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/);
    const entries = await archiveEntries(await readFile(path.join(root, 'backups', archive!)));
    expect([...entries.keys()]).toContain('data/credentials.json');
    expect([...entries.keys()].some((name) => name.includes('in-use.lock'))).toBe(false);
    expect(await readdir(path.join(root, 'data'))).not.toContain('in-use.lock');
  });
});
