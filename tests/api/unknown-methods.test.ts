import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember } from '../helpers/factories';
import { writeBuiltApp } from '../helpers/fuzz-target';
import { exactPathRequest, wireRequest, type ExactPathAnswer } from '../helpers/raw-http';

// TRACE, PROPFIND or PURGE was a 500 with an error and its stack in the log, on every path.

let server: TestServer;
let admin: AdminSession;
let asset: string;
let imageUuid: string;
let memberId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  asset = await writeBuiltApp(server.config.distDir);
  imageUuid = (await makeImage(server.store, server.config.uploadsDir)).uuid;
  memberId = (await makeMember(server.store, { email: 'lid@example.be' })).id;
});
afterAll(() => server?.close());

const notAllowed = 'Deze actie is hier niet toegelaten.';
const notImplemented = 'Deze aanvraagmethode kent de server niet.';
const unknownMethods = ['TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'LOCK', 'SEARCH', 'QUERY'];

const send = (method: string, path: string, token?: string) =>
  exactPathRequest(server.url, path, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** The path, with the Allow header its routes have; none where no route of ours has the path. */
function publicPaths(): [string, string | undefined][] {
  return [
    ['/', undefined],
    ['/info/bestaat-niet', undefined],
    ['/bestaat-niet', undefined],
    [asset, undefined],
    ['/sw.js', undefined],
    ['/manifest.webmanifest', undefined],
    ['/api/bestaat-niet', undefined],
    ['/api/events/future', 'HEAD, GET'],
    ['/api/site-config', 'HEAD, GET'],
    ['/api/mail/contact', 'POST'],
    ['/healthz', 'HEAD, GET'],
    [`/media/${imageUuid}/300x300.jpg`, 'HEAD, GET'],
  ];
}

function adminPaths(): [string, string | undefined][] {
  return [
    ['/admin/api/members', 'HEAD, GET, POST'],
    [`/admin/api/members/${memberId}`, 'HEAD, GET, PUT, DELETE'],
    ['/admin/api/settings', 'HEAD, GET, PUT'],
    ['/admin/api/backup/download', 'HEAD, GET'],
    ['/admin/api/bestaat-niet', undefined],
  ];
}

/** 405 with the path's methods where it has routes, else 501; either way only a Dutch message. */
function expectRefusal(answer: ExactPathAnswer, allow: string | undefined, what: string) {
  expect(answer.status, what).toBe(allow ? 405 : 501);
  expect(answer.headers.allow, what).toBe(allow);
  expect(JSON.parse(answer.text), what).toEqual({ message: allow ? notAllowed : notImplemented });
}

describe('a method no route has', () => {
  it.each(unknownMethods)(
    '%s is a 405 with Allow on a path with routes, else a 501, on public, static and unknown paths',
    async (method) => {
      for (const [path, allow] of publicPaths()) expectRefusal(await send(method, path), allow, `${method} ${path}`);
    },
  );

  it.each(unknownMethods)(
    '%s on an admin path answers the same with and without a token, and no more than OPTIONS tells anyone',
    async (method) => {
      const before = JSON.stringify(server.store.members.all());
      for (const [path, allow] of adminPaths()) {
        const what = `${method} ${path}`;
        const anonymous = await send(method, path);
        expectRefusal(anonymous, allow, what);
        for (const token of [admin.token, 'kapot']) {
          const signedIn = await send(method, path, token);
          expect({ status: signedIn.status, allow: signedIn.headers.allow, text: signedIn.text }, what).toEqual({
            status: anonymous.status,
            allow: anonymous.headers.allow,
            text: anonymous.text,
          });
        }
        // What an anonymous OPTIONS has always answered on the same path.
        if (allow) expect((await send('OPTIONS', path)).headers.allow, what).toBe(allow);
        expect(anonymous.text, what).not.toContain('lid@example.be');
      }
      expect(JSON.stringify(server.store.members.all())).toBe(before);
    },
  );

  it('refuses the odd request lines (asterisk, absolute and authority form) without a 500, and the server goes on', async () => {
    const lines = [
      'TRACE *',
      'OPTIONS *',
      'PURGE http://example.com/',
      'TRACE http://example.com/admin/api/members',
      // node:http itself: CONNECT (no 'connect' listener) ends the connection unanswered, an
      // authority-form target of another method and a method it does not know (BREW) are its own 400.
      'CONNECT example.com:443',
      'CONNECT 127.0.0.1:22',
      'PROPFIND example.com:443',
      'GET example.com:443',
      'BREW /',
    ];
    for (const line of lines) {
      const answer = await wireRequest(
        server.url,
        `${line} HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n`,
      );
      if (answer.status !== undefined) expect([400, 404, 405, 501], line).toContain(answer.status);
      expect(answer.text, line).not.toContain('Er ging iets mis');
    }
    const trace = await wireRequest(server.url, 'TRACE * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(trace.status).toBe(501);
    const absolute = await wireRequest(
      server.url,
      'TRACE http://example.com/admin/api/members HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(absolute.status).toBe(405);
    expect(absolute.text).toContain('Allow: HEAD, GET, POST');
    expect((await server.request('/healthz')).status).toBe(200);
  });

  it('is logged at no level, so nobody can flood the log or raise 5xx alerts with it', async () => {
    for (const method of unknownMethods) await send(method, '/');
    expect(server.logged).toEqual([]);
  });
});

describe('the methods our routes know', () => {
  it('a known method a path has no route for is a 405 that now names the allowed ones', async () => {
    expectRefusal(await send('DELETE', '/api/site-config'), 'HEAD, GET', 'DELETE /api/site-config');
    expectRefusal(await send('POST', '/healthz'), 'HEAD, GET', 'POST /healthz');
    expectRefusal(await send('DELETE', '/admin/api/settings'), 'HEAD, GET, PUT', 'DELETE /admin/api/settings');
  });

  it('OPTIONS and HEAD answer as before', async () => {
    const options = await send('OPTIONS', '/admin/api/settings');
    expect([options.status, options.headers.allow, options.text]).toEqual([200, 'HEAD, GET, PUT', '']);
    expect((await send('OPTIONS', '/')).status).toBe(404);
    expect((await send('OPTIONS', '/admin/api/bestaat-niet')).status).toBe(404);
    expect((await send('HEAD', '/healthz')).status).toBe(200);
    expect((await send('HEAD', '/admin/api/members')).status).toBe(401);
    expect((await send('HEAD', '/admin/api/members', admin.token)).status).toBe(200);
    expect((await send('HEAD', asset)).status).toBe(200);
    expect((await send('HEAD', '/api/bestaat-niet')).status).toBe(404);
  });
});
