import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveEntries } from '../helpers/tar-archive';
import { printedPassword, runCli } from '../helpers/cli-process';
import { callApi, loginOver } from '../helpers/process-api';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';

let root: string;
const running: ServerProcess[] = [];
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-cli-server-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServerProcess(server)));
  await rm(root, { recursive: true, force: true });
});

async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess(root, {
    SEED: 'none',
    ADMIN_EMAIL: 'voorzitter@example.be',
    ADMIN_PASSWORD: 'wachtwoord-voorzitter',
    ...env,
  });
  running.push(server);
  return server;
}

async function tokenOf(url: string, email: string, password: string): Promise<string> {
  const answer = await loginOver(url, email, password);
  expect(answer.status, `aanmelden als ${email}`).toBe(200);
  return (answer.json as { token: string }).token;
}

describe('the CLI while the server runs', () => {
  it('keeps what the CLI changes, next to the HTTP writes made meanwhile and after', async () => {
    const server = await startServer();
    const token = await tokenOf(server.url, 'voorzitter@example.be', 'wachtwoord-voorzitter');
    const createMember = async (email: string) => {
      const created = await callApi(server.url, '/admin/api/members', {
        method: 'POST',
        token,
        body: { firstName: 'Lid', lastName: email, email },
      });
      expect(created.status).toBe(201);
      return created.json as { id: number };
    };
    const promote = async (id: number) =>
      expect(
        (await callApi(server.url, `/admin/api/members/${id}/promote-admin`, { method: 'POST', token })).status,
      ).toBe(200);

    // The CLI and an administrator in the browser write the same collections at the same time.
    const [created, penningmeester] = await Promise.all([
      runCli(root, 'create-admin', 'secretaris@example.be', 'wachtwoord-secretaris'),
      createMember('penningmeester@example.be'),
    ]);
    expect(created.stdout).toContain('secretaris@example.be is nu beheerder.');
    const [reset] = await Promise.all([
      runCli(root, 'reset-password', 'secretaris@example.be'),
      promote(penningmeester.id),
    ]);
    const fresh = printedPassword(reset);
    // Written after the CLI's changes: a server that did not hold them in memory would overwrite them here.
    await promote((await createMember('lid@example.be')).id);

    await stopServerProcess(server);
    const restarted = await startServer();
    expect((await loginOver(restarted.url, 'secretaris@example.be', fresh)).status).toBe(200);
    expect((await loginOver(restarted.url, 'secretaris@example.be', 'wachtwoord-secretaris')).status).toBe(401);
    const admin = await tokenOf(restarted.url, 'voorzitter@example.be', 'wachtwoord-voorzitter');
    const members = (await callApi(restarted.url, '/admin/api/members', { token: admin })).json as Array<{
      id: number;
      email: string;
    }>;
    expect(members.map((member) => member.email).sort()).toEqual([
      'lid@example.be',
      'penningmeester@example.be',
      'secretaris@example.be',
      'voorzitter@example.be',
    ]);
    const admins = (await callApi(restarted.url, '/admin/api/members/admins', { token: admin })).json as number[];
    expect(admins).toHaveLength(4);
    // The new password went to the CLI user only, never into the server's log.
    expect(server.output()).not.toContain(fresh);
    expect(server.output()).not.toContain('secretaris@example.be');
  }, 60_000);

  it('explains a refusal from the server in Dutch', async () => {
    await startServer();
    const unknown = await runCli(root, 'reset-password', 'niemand@example.be');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Geen beheerder met e-mailadres niemand@example.be.');
  });

  it('makes a whole backup through the server, without its lock and control socket', async () => {
    const server = await startServer();
    const made = await runCli(root, 'backup', path.join(root, 'backups'));
    expect(made.stderr).toBe('');
    const [archive] = await readdir(path.join(root, 'backups'));
    const entries = await archiveEntries(await readFile(path.join(root, 'backups', archive!)));
    const members = JSON.parse(entries.get('data/members.json')!.toString('utf8')) as { records: unknown[] };
    expect(members.records).toEqual([expect.objectContaining({ email: 'voorzitter@example.be' })]);
    expect([...entries.keys()].filter((name) => /in-use\.lock|control|cli\.sock/.test(name))).toEqual([]);
    expect(server.output()).toContain('Beheeropdracht via de opdrachtregel uitgevoerd: backup');
    expect(server.output()).not.toContain('mislukt');
  });

  it('listens only to its own user and answers what it does not understand in Dutch', async () => {
    await startServer();
    const socketPath = path.join(root, 'data', 'control', 'cli.sock');
    expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(socketPath))).mode & 0o777).toBe(0o700);

    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(socketPath, () => socket.write('{"command":"wipe-everything"}\n'));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(JSON.parse(answer)).toEqual({ ok: false, message: expect.stringContaining('begreep de opdracht niet') });
  });
});
