import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { openStore } from '../../server/store';
import { cutDownload, type Cut } from '../helpers/cut-download';
import { makeMember } from '../helpers/factories';
import { loginOver } from '../helpers/process-api';
import { rawRequest } from '../helpers/raw-http';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';

/**
 * The members' Excel files stream as they are made (exceljs's streaming writer): a club large enough
 * that the file is still being made when the client leaves, left at every point, on a real process
 * (an unhandled 'error' event would end it). The same process must answer after each, and at the end
 * still make a whole file.
 */
describe('the member export, left by its client', () => {
  const members = 8000;
  let root: string;
  let server: ServerProcess;
  let token: string;

  const admin = () => ({ Authorization: `Bearer ${token}` });

  async function expectAlive(): Promise<void> {
    const health = await rawRequest(server.url, { path: '/healthz' });
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'club-export-stream-'));
    await mkdir(path.join(root, 'data'), { recursive: true });
    const store = await openStore(path.join(root, 'data'));
    const member = await makeMember(store, { email: 'beheer@example.be' });
    await setPassword(store, member.id, 'een-goed-wachtwoord', { admin: true });
    // Names and remarks that differ per row, so the zip cannot shrink the file to nothing.
    await store.members.createMany(
      Array.from({ length: members }, (_, i) => ({
        firstName: `Lid${i.toString(36)}`,
        lastName: `Van ${(i * 7919).toString(36)}`,
        email: `lid${i}@example.be`,
        dateOfBirth: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
        comments: `Opmerking ${(i * 104_729).toString(36)} ${(i * 15_485_863).toString(36)}`,
      })),
    );
    server = await startServerProcess(root, { SEED: 'none', DOWNLOAD_STALL_SECONDS: '1' });
    token = ((await loginOver(server.url, 'beheer@example.be', 'een-goed-wachtwoord')).json as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await rm(root, { recursive: true, force: true });
  });

  it('survives the list export and the selection export left at every point, then makes a whole file', async () => {
    const json = { ...admin(), 'Content-Type': 'application/json' };
    const downloads = [
      { path: '/admin/api/members/export/excel?active=true', method: 'GET', headers: admin() },
      {
        path: '/admin/api/members/bulk/excel',
        method: 'POST',
        headers: json,
        body: JSON.stringify({ selection: { filter: { q: 'lid' } } }),
      },
    ];
    for (const download of downloads) {
      const whole = await rawRequest(server.url, download);
      expect(whole.status, download.path).toBe(200);
      const cuts: Cut[] = ['sent', 0, 10, Math.floor(whole.body.length / 2), 'end'];
      for (const cut of cuts) {
        await cutDownload(server.url, download.path, cut, download);
        await expectAlive();
      }
    }

    const last = await rawRequest(server.url, downloads[1]!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(last.body).buffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(members + 1);
    expect(server.output()).not.toMatch(/Onverwachte fout|Fout bij|ERR_STREAM/);
  }, 120_000);
});
