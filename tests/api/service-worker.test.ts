import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { putSettings } from '../helpers/settings';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** As the build writes it (injectManifest): the precache list inline, index.html among it. */
const builtWorker =
  'precacheAndRoute([{"revision":"1111aaaa","url":"assets/app.js"},' +
  '{"revision":"9b45519bf814a957fbeaa2f61f89b32a","url":"index.html"},{"revision":"2222bbbb","url":"favicon.ico"}]);';

async function serverWith(env: Record<string, string>, worker = builtWorker): Promise<TestServer> {
  const server = await startTestServer({ env });
  servers.push(server);
  await mkdir(server.config.distDir, { recursive: true });
  await writeFile(path.join(server.config.distDir, 'sw.js'), worker);
  return server;
}

const indexRevision = (text: string) => /"revision":"([0-9a-f]+)","url":"index\.html"/.exec(text)?.[1];

describe('GET /sw.js', () => {
  it("changes index.html's precache revision with the settings the page's CSP depends on", async () => {
    const a = await serverWith({ TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    const b = await serverWith({ TILE_URL: 'https://tiles.example.be/{z}/{x}/{y}.png' });
    const answerA = await a.request('/sw.js');
    const answerB = await b.request('/sw.js');
    expect(answerA.status).toBe(200);
    expect(answerA.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answerA.headers.get('cache-control')).toBe('no-cache');
    expect(answerA.text).not.toBe(answerB.text);
    expect(indexRevision(answerA.text)).toMatch(/^[0-9a-f]{32}$/);
    expect(indexRevision(answerA.text)).not.toBe(indexRevision(answerB.text));
    expect(indexRevision(answerA.text)).not.toBe('9b45519bf814a957fbeaa2f61f89b32a');
    // The other entries stay as built.
    expect(answerA.text).toContain('{"revision":"1111aaaa","url":"assets/app.js"}');
    expect(answerA.text).toMatch(/\/\/ config [0-9a-f]+\n$/);
  });

  it('answers the same bytes for the same settings', async () => {
    const env = { TILE_URL: 'https://tiles.example.be/{z}/{x}/{y}.png', CLUB_NAME: 'WSV De Kadees' };
    const first = await (await serverWith(env)).request('/sw.js');
    const second = await (await serverWith(env)).request('/sw.js');
    expect(first.text).toBe(second.text);
  });

  it('still differs per config when the build has no index.html revision, and says so in the log', async () => {
    const a = await serverWith({ RECAPTCHA_SITE_KEY: '' }, 'self.skipWaiting();');
    const b = await serverWith({ RECAPTCHA_SITE_KEY: 'site-key-123' }, 'self.skipWaiting();');
    const answerA = await a.request('/sw.js');
    expect(answerA.status).toBe(200);
    expect(answerA.text.startsWith('self.skipWaiting();')).toBe(true);
    expect(answerA.text).not.toBe((await b.request('/sw.js')).text);
    expect(a.logged.flat().join(' ')).toMatch(/sw\.js/);
  });

  it("changes when the club's settings change, so installed apps fetch the page's head anew", async () => {
    const server = await serverWith({});
    const admin = await createAdmin(server);
    await putSettings(admin, (payload) => {
      payload.club.name = 'WSV De Kadees';
    });
    const before = (await server.request('/sw.js')).text;
    expect((await server.request('/sw.js')).text).toBe(before);
    await putSettings(admin, (payload) => {
      payload.club.themeColor = '#8a1c1c';
    });
    const after = (await server.request('/sw.js')).text;
    expect(indexRevision(after)).toMatch(/^[0-9a-f]{32}$/);
    expect(indexRevision(after)).not.toBe(indexRevision(before));
  });

  it('answers 404 before the build', async () => {
    const server = await startTestServer();
    servers.push(server);
    expect((await server.request('/sw.js')).status).toBe(404);
  });
});
