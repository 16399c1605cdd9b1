import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeWalk } from '../helpers/factories';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const shell =
  '<!doctype html><html lang="nl"><head><title>Club</title></head><body><div id="root"></div></body></html>';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('puts a CSP without inline script or eval on every HTML answer: pages, 404s, the shell and the unbuilt page', async () => {
    server = await startTestServer({ env: { RECAPTCHA_SITE_KEY: 'site-key' } });
    const htmlAnswers = [await server.request('/')]; // before the build: the "not built yet" page
    await mkdir(server.config.distDir, { recursive: true });
    await writeFile(path.join(server.config.distDir, 'index.html'), shell);
    const walk = await makeWalk(server.store, { published: true, own: true });
    for (const route of [
      '/',
      '/index.html',
      '/leden',
      `/eigenwandeltochten/${walk.id}`,
      '/admin/login',
      '/unsubscribe',
      '/bestaat/niet',
    ]) {
      htmlAnswers.push(await server.request(route));
    }
    expect(htmlAnswers.map((answer) => answer.status)).toEqual([503, 200, 200, 200, 200, 200, 200, 404]);
    for (const answer of htmlAnswers) {
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = directives(answer.headers.get('content-security-policy'));
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.filter((source) => /unsafe|\*|^data:|^http:$|^https:$/.test(source))).toEqual([]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('sends Strict-Transport-Security when the club is on HTTPS, and not on plain http', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://www.club.example' } });
    for (const route of ['/', '/api/site-config', '/bestaat/niet']) {
      expect((await server.request(route)).headers.get('strict-transport-security'), route).toBe('max-age=31536000');
    }
    await server.close();
    server = await startTestServer({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    expect((await server.request('/api/site-config')).headers.get('strict-transport-security')).toBeNull();
  });
});
