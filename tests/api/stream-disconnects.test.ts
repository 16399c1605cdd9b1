import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { backupTexts } from '../../server/backup/texts';
import { openStore } from '../../server/store';
import { cutDownload, type Cut } from '../helpers/cut-download';
import { makeImage, makeMember, makeNewsletter, makeWalk } from '../helpers/factories';
import { callApi, loginOver } from '../helpers/process-api';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';
import { rawRequest } from '../helpers/raw-http';

/**
 * Every answer that streams, left by its client at every point: the same server process must answer
 * /healthz after each, and must not have met an error it did not expect. A real process, so an
 * unhandled 'error' event would end it, as it did in production.
 */
describe('clients that leave a streaming answer', () => {
  let root: string;
  let server: ServerProcess;
  let token: string;
  let imageUuid: string;
  /** Random, so gzip cannot shrink it: the archive is far larger than the socket buffers. */
  const photoBytes = 6_000_000;
  const photos = 3;

  const admin = () => ({ Authorization: `Bearer ${token}` });

  async function expectAlive(): Promise<void> {
    const health = await rawRequest(server.url, { path: '/healthz' });
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }

  async function untilNoDownloadRuns(): Promise<void> {
    for (;;) {
      const answer = await rawRequest(server.url, {
        method: 'HEAD',
        path: '/admin/api/backup/download',
        headers: admin(),
      });
      if (answer.status === 200) return;
      expect(answer.status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'club-streams-'));
    const dataDir = path.join(root, 'data');
    const uploadsDir = path.join(root, 'uploads');
    await mkdir(dataDir, { recursive: true });
    const store = await openStore(dataDir);
    const member = await makeMember(store, { email: 'beheer@example.be' });
    await setPassword(store, member.id, 'een-goed-wachtwoord', { admin: true });
    for (let i = 0; i < photos; i++) {
      const image = await makeImage(store, uploadsDir);
      imageUuid = image.uuid;
      // Beside the photo, in its folder: part of every backup, never served.
      await writeFile(path.join(uploadsDir, image.uuid, 'filler'), randomBytes(photoBytes));
    }
    await makeWalk(store, { own: true, startDateTime: '2099-05-10T08:00' });
    await makeNewsletter(store);
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Club</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-0123abcd.js'), `//${'x'.repeat(3_000_000)}`);

    server = await startServerProcess(root, {
      SEED: 'none',
      DIST_DIR: dist,
      SSR_DIR: path.join(root, 'ssr'),
      DOWNLOAD_STALL_SECONDS: '1',
    });
    const login = await loginOver(server.url, 'beheer@example.be', 'een-goed-wachtwoord');
    token = (login.json as { token: string }).token;
  });

  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await rm(root, { recursive: true, force: true });
  });

  it('survives a backup download left at every point, and a HEAD, two at once and a stalled one', async () => {
    const download = '/admin/api/backup/download';
    // Six downloads an hour for the whole club: exactly what this test starts.
    for (const cut of ['sent', 0, 10] as const) {
      await cutDownload(server.url, download, cut, { headers: admin() });
      await untilNoDownloadRuns();
      await expectAlive();
    }

    const head = await rawRequest(server.url, { method: 'HEAD', path: download, headers: admin() });
    expect(head.status).toBe(200);
    expect(head.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.tar\.gz"$/);
    expect(head.body.length).toBe(0);
    await expectAlive();

    // Two at once: the second is refused while the first runs, and the first is left half way.
    const half = Math.floor((photos * photoBytes) / 2);
    const first = cutDownload(server.url, download, half, { headers: admin() });
    await untilDownloadRuns();
    const second = await rawRequest(server.url, { path: download, headers: admin() });
    expect(second.status).toBe(429);
    expect(second.json).toEqual({ message: backupTexts.busy });
    expect((await first).bytes).toBeGreaterThanOrEqual(half);
    await untilNoDownloadRuns();
    await expectAlive();

    // A client that stops reading: the server ends the download after DOWNLOAD_STALL_SECONDS.
    const stalled = await cutDownload(server.url, download, 'stall', {
      headers: admin(),
      whileStalled: untilNoDownloadRuns,
    });
    expect(stalled.ended).toBe(false);
    await expectAlive();

    // Read to the end, then gone: a whole archive, and the next one can start.
    const whole = await rawRequest(server.url, { path: download, headers: admin() });
    expect(whole.status).toBe(200);
    expect(gunzipSync(whole.body).length).toBeGreaterThan(photos * photoBytes);
    await untilNoDownloadRuns();
    await expectAlive();
    expect(server.output()).not.toMatch(/Onverwachte fout|Fout bij|ERR_STREAM/);
    // Downloads write nothing to disk: no half archive anywhere in the club's folders.
    expect((await readdir(path.join(root, 'data'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    async function untilDownloadRuns(): Promise<void> {
      for (;;) {
        const answer = await rawRequest(server.url, { method: 'HEAD', path: download, headers: admin() });
        if (answer.status === 429) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });

  it('survives every other streaming answer left at every point', async () => {
    const routes: { path: string; headers?: Record<string, string> }[] = [
      { path: '/admin/api/members/export/excel', headers: admin() },
      { path: `/media/${imageUuid}/` },
      { path: `/media/${imageUuid}/640x640.webp` },
      { path: '/api/newsletters/feed.xml' },
      { path: '/api/events/calendar.ics' },
      { path: '/sitemap.xml' },
      { path: '/assets/app-0123abcd.js', headers: { 'Accept-Encoding': 'gzip' } },
      { path: '/assets/app-0123abcd.js' },
      { path: '/' },
    ];
    for (const route of routes) {
      const whole = await rawRequest(server.url, { path: route.path, headers: route.headers ?? {} });
      expect(whole.status, route.path).toBe(200);
      const cuts: Cut[] = ['sent', 0, 10, Math.floor(whole.body.length / 2), 'end'];
      for (const cut of cuts) {
        await cutDownload(server.url, route.path, cut, { headers: route.headers ?? {} });
        await expectAlive();
      }
      const head = await rawRequest(server.url, { method: 'HEAD', path: route.path, headers: route.headers ?? {} });
      expect(head.status, route.path).toBe(200);
      await expectAlive();
    }
    expect(server.output()).not.toMatch(/Onverwachte fout|Fout bij|ERR_STREAM/);
    expect((await callApi(server.url, '/admin/api/me', { token })).status).toBe(200);
  });
});
