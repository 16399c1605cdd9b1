import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unnamedClub } from '../../server/settings/defaults';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makePage, makeWalk } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

const shell =
  '<!doctype html><html lang="nl"><head><title>Club</title></head><body><div id="root"></div></body></html>';

/** The built shell, with the page's head in place of its generic title. */
function expectShell(text: string): void {
  expect(text).toMatch(/^<!doctype html><html lang="nl"><head><title data-server-head>[^<]+<\/title>/);
  expect(text).toContain('</head><body><div id="root"></div></body></html>');
  expect(text.match(/<title/g)).toHaveLength(1);
}

async function withBuiltApp(): Promise<void> {
  await mkdir(path.join(server.config.distDir, 'assets'), { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), shell);
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  await writeFile(path.join(server.config.distDir, 'assets', 'index-abc123.js'), script);
  // The build writes a precompressed copy beside each asset.
  await writeFile(path.join(server.config.distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(server.config.distDir, 'assets', 'style-abc123.css'), `body{color:red}\n`.repeat(200));
  await writeFile(path.join(server.config.distDir, 'robots-test.txt'), 'hallo');
}

describe('site config and web app', () => {
  it('answers the run-time site config', async () => {
    server = await startTestServer({
      env: {
        CLUB_NAME: 'WSV De Kadees',
        RECAPTCHA_SITE_KEY: 'site-key',
        TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      },
    });
    const { status, json } = await server.request('/api/site-config');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      settings: { club: { name: 'WSV De Kadees', shortName: 'WSV De Kadees' } },
      settingsVersion: 0,
      recaptchaSiteKey: 'site-key',
      tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      geocoderUrl: null,
    });
  });

  it('serves index.html without caching for app routes, and hashed assets immutable, precompressed or gzipped', async () => {
    server = await startTestServer();
    await withBuiltApp();
    const walk = await makeWalk(server.store, { own: true });
    await makePage(server.store, { link: 'geschiedenis' });
    for (const route of [
      '/',
      '/leden',
      `/eigenwandeltochten/${walk.id}`,
      '/wandeltochten/',
      '/info/geschiedenis',
      '/unsubscribe',
      '/admin/login',
      '/admin/leden',
      '/admin/setup?code=abc',
    ]) {
      const { status, text, headers } = await server.request(route);
      expect(status, route).toBe(200);
      expectShell(text);
      expect(headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toContain('console.log');
    const gzip = await fetch(`${server.url}/assets/style-abc123.css`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('body{color:red}');
  });

  it('serves the new shell after a rebuild without a restart', async () => {
    server = await startTestServer();
    await withBuiltApp();
    expect((await server.request('/leden')).text).not.toContain('nieuwe build');
    const rebuilt = shell.replace('<div id="root"></div>', '<div id="root"></div><!-- nieuwe build -->');
    const indexFile = path.join(server.config.distDir, 'index.html');
    await writeFile(indexFile, rebuilt);
    await utimes(indexFile, new Date(), new Date(Date.now() + 5000));
    expect((await server.request('/leden')).text).toContain('<div id="root"></div><!-- nieuwe build -->');
    expect((await server.request('/index.html')).text).toBe(rebuilt);
  });

  it('answers unknown app paths with status 404 and the app shell, which shows the not-found page', async () => {
    server = await startTestServer();
    await withBuiltApp();
    for (const route of ['/bestaat/niet', '/leden/extra', '/info', '/infopagina', '/eigenwandeltochten/1/2']) {
      const { status, text } = await server.request(route);
      expect(status, route).toBe(404);
      expectShell(text);
      // A new club without CLUB_NAME, before the admin names it.
      expect(text, route).toContain(`<title data-server-head>Pagina niet gevonden | ${unnamedClub}</title>`);
      expect(text, route).toContain('<meta data-server-head name="robots" content="noindex">');
    }
  });

  it('sends basic security headers, admitting the configured tile servers', async () => {
    server = await startTestServer({ env: { TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' } });
    await withBuiltApp();
    const { headers } = await server.request('/');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/\*\.tile\.example\.org/);
  });

  it('answers 404 for missing files and unknown API paths, never the app shell or a 500', async () => {
    server = await startTestServer();
    await withBuiltApp();
    for (const route of [
      '/assets/old-123.js',
      '/favicon-missing.png',
      '/api/bestaat-niet',
      '/api',
      '/api/events/1/extra',
    ]) {
      const { status, json } = await server.request(route);
      expect(status, route).toBe(404);
      expect(json, route).toMatchObject({ message: expect.any(String) });
    }
    // Under /admin/api a path that does not exist is a 404 like any other, with nothing but a message.
    expect(await server.request('/admin/api/x')).toMatchObject({ status: 404, json: { message: expect.any(String) } });
    // Paths under /admin that are no admin screen are no page either (the admin app has a fixed set).
    for (const route of ['/admin/API/members', '/admin//api/members', '/admin/bestaat-niet']) {
      expect((await server.request(route)).status, route).toBe(404);
    }
    for (const route of ['/..%2F..%2Fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2F..%2Findex.html']) {
      const { status, text } = await server.request(route);
      expect(status, route).toBeLessThan(500);
      expect(text, route).not.toContain('"dependencies"');
      expect(text, route).not.toContain('root:');
    }
  });

  it('refuses writes to public read endpoints with a 4xx JSON answer', async () => {
    server = await startTestServer();
    for (const route of ['/api/events/future', '/api/members/board', '/api/newsletters', '/api/site-config']) {
      const { status, json } = await server.request(route, { method: 'DELETE' });
      expect(status, route).toBe(405);
      expect(json, route).toEqual({ message: 'Deze actie is hier niet toegelaten.' });
    }
  });

  it('explains in Dutch when the web app is not built yet', async () => {
    server = await startTestServer();
    const { status, text } = await server.request('/');
    expect(status).toBe(503);
    expect(text).toContain('npm run build');
  });
});

describe('bad input', () => {
  it('never answers a 500 on any public route, whatever the method, path or query', async () => {
    server = await startTestServer();
    const bases = [
      '/api/events',
      '/api/events/own',
      '/api/members',
      '/api/website-pages',
      '/api/website-pages/by-link',
      '/api/newsletters',
      '/api/site-config',
      '/media',
      '/media/00000000-0000-4000-8000-000000000000',
    ];
    const suffixes = [
      '',
      '/',
      '/1',
      '/abc',
      '/-1',
      '/%00',
      '/%',
      '/%E0%A4%A',
      '/..%2F..%2Fpackage.json',
      '/' + 'x'.repeat(2000),
      '/1?limit=-1&x[]=y',
      '/future?q=%ZZ',
      '/1/2/3',
    ];
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    for (const base of bases) {
      for (const suffix of suffixes) {
        for (const method of methods) {
          const response = await fetch(server.url + base + suffix, {
            method,
            body: method === 'GET' || method === 'HEAD' ? undefined : '{"kapot":',
          });
          expect(response.status, `${method} ${base}${suffix}`).toBeLessThan(500);
          if (response.status >= 400 && method !== 'HEAD') {
            expect(await response.json(), `${method} ${base}${suffix}`).toMatchObject({ message: expect.any(String) });
          } else {
            await response.arrayBuffer();
          }
        }
      }
    }
    expect(server.logged).toEqual([]);
  });
});
