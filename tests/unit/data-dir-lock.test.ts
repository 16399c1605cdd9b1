import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/store/lock';
import { printedPassword, runCli } from '../helpers/cli-process';
import { loginOver } from '../helpers/process-api';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';

let root: string;
const running: ServerProcess[] = [];
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-lock-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServerProcess(server)));
  await rm(root, { recursive: true, force: true });
});

const admin = { SEED: 'none', ADMIN_EMAIL: 'voorzitter@example.be', ADMIN_PASSWORD: 'wachtwoord-voorzitter' };

async function startServer(folder = root): Promise<ServerProcess> {
  const server = await startServerProcess(folder, admin);
  running.push(server);
  return server;
}

describe('one process at a time on a DATA_DIR', () => {
  it('stops a second server at start, naming the folder, while the first keeps serving', async () => {
    const first = await startServer();
    const second = await startServerProcess(root, admin).then(
      (server) => {
        running.push(server);
        return 'gestart';
      },
      (error: Error) => error.message,
    );
    expect(second).toContain(`De gegevensmap ${path.join(root, 'data')} is al in gebruik`);

    // The refused server left the first one's lock and control socket alone.
    const reset = await runCli(root, 'reset-password', 'voorzitter@example.be');
    expect((await loginOver(first.url, 'voorzitter@example.be', printedPassword(reset))).status).toBe(200);
  }, 60_000);

  it('starts again after a server was killed with SIGKILL, once its lock has gone stale', async () => {
    await stopServerProcess(await startServer(), 'SIGKILL');
    const restarted = await startServer();
    const reset = await runCli(root, 'reset-password', 'voorzitter@example.be');
    expect((await loginOver(restarted.url, 'voorzitter@example.be', printedPassword(reset))).status).toBe(200);
  }, 60_000);

  it('lets the CLI say so when the lock is held but no server answers, and change nothing', async () => {
    await runCli(root, 'create-admin', 'voorzitter@example.be', 'wachtwoord-voorzitter');
    const credentials = path.join(root, 'data', 'credentials.json');
    const before = await readFile(credentials, 'utf8');
    // A server that took the lock and is still opening its store, before its socket listens.
    const lock = await lockDataDir(path.join(root, 'data'), {
      waitForStale: false,
      onLost: (error) => {
        throw error;
      },
    });
    try {
      const reset = await runCli(root, 'reset-password', 'voorzitter@example.be');
      expect(reset.code).toBe(1);
      expect(reset.stderr).toContain(`De server lijkt te draaien op ${path.join(root, 'data')}`);
      expect(reset.stderr).toContain('probeer opnieuw');
      expect(reset.stdout).toBe('');
    } finally {
      await lock.release();
    }
    expect(await readFile(credentials, 'utf8')).toBe(before);
  });

  it('with a DATA_DIR too long for a socket path, the server warns and the CLI asks to stop it first', async () => {
    const deep = path.join(root, 'een-club-met-een-heel-lange-mapnaam'.repeat(3));
    await mkdir(deep, { recursive: true });
    const server = await startServer(deep);
    expect(server.output()).toContain('te lang voor het bedieningskanaal');

    const busy = await runCli(deep, 'reset-password', 'voorzitter@example.be');
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('Stop de server en voer de opdracht dan uit');

    await stopServerProcess(server);
    const reset = await runCli(deep, 'reset-password', 'voorzitter@example.be');
    expect(reset.stdout).toContain('Nieuw wachtwoord voor voorzitter@example.be');
  }, 60_000);
});
