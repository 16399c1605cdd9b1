import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import { rawRequest, type RawAnswer } from '../helpers/raw-http';

let server: TestServer | undefined;
let koaOnly: Server | undefined;
afterEach(async () => {
  if (koaOnly) await new Promise<void>((resolve) => koaOnly!.close(() => resolve()));
  koaOnly = undefined;
  await server?.close();
  server = undefined;
});

const clock = () => new Date('2026-07-01T06:30:00Z');
const intro = `<p>${'Een mooie tocht door het Houtland. '.repeat(8)}</p>`;

/** A club with something in every public list, some lists long enough to be gzipped. */
async function fillClub(current: TestServer): Promise<void> {
  for (let day = 1; day <= 12; day++) {
    const date = `2026-${day <= 6 ? '06' : '08'}-${String(day).padStart(2, '0')}T08:00`;
    await makeWalk(current.store, { name: `Tocht ${day}`, startDateTime: date, own: day % 2 === 0, intro });
  }
  await makeWalk(current.store, { name: 'Euraudax', startDateTime: '2026-09-01T07:00', euraudax: true });
  await makeMember(current.store, { role: 'BOARDMEMBER', boardTitle: 'Voorzitter', firstName: 'Mie' });
  await makeMember(current.store, { role: 'AID', firstName: 'Staf' });
  await makeMember(current.store, { euraudax: true, firstName: 'Wout' });
  await makePage(current.store, { title: 'Geschiedenis', link: 'geschiedenis' });
  await makeNewsletter(current.store, { title: 'Lente' });
}

/** The same app behind Koa's own callback alone: the routes' answers, without the fast path. */
async function startKoaOnly(app: Koa): Promise<string> {
  koaOnly = createServer(Koa.prototype.callback.call(app)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => koaOnly!.once('listening', resolve));
  return `http://127.0.0.1:${(koaOnly.address() as AddressInfo).port}`;
}

/** What a client sees of an answer: status, every header but the clock and the connection's, the bytes. */
function seen(answer: RawAnswer) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
  return { status: answer.status, headers: headers as IncomingHttpHeaders, body: answer.body.toString('base64') };
}

const askings: Record<string, string>[] = [
  {},
  { 'Accept-Encoding': 'gzip' },
  { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
  { 'Accept-Encoding': 'identity;q=0, gzip;q=0' },
  { 'Accept-Encoding': 'gzip', 'Cache-Control': 'no-cache' },
];

describe('public reads', () => {
  it('are answered in front of Koa with the bytes and headers of the Koa routes, for GET and HEAD', async () => {
    server = await startTestServer({ now: clock, env: { PUBLIC_URL: 'https://www.club.example' } });
    await fillClub(server);
    const koaUrl = await startKoaOnly(server.app);
    const contexts = vi.spyOn(server.app, 'createContext');
    const { paths } = server.services.publicReads;
    expect(paths).toContain('/api/events/own/future');
    expect(paths).toContain('/api/site-config');

    let gzipped = 0;
    for (const path of paths) {
      const etag = (await rawRequest(server.url, { path })).headers.etag;
      const conditional = etag ? [{ 'If-None-Match': etag }, { 'If-None-Match': `"other", ${etag}` }] : [];
      for (const headers of [...askings, ...conditional]) {
        for (const method of ['GET', 'HEAD']) {
          const contextsBefore = contexts.mock.calls.length;
          const fast = await rawRequest(server.url, { method, path: `${path}?v=1`, headers });
          // Answered before Koa made a context for it.
          expect(contexts.mock.calls.length).toBe(contextsBefore);
          const slow = await rawRequest(koaUrl, { method, path: `${path}?v=1`, headers });
          expect(seen(fast), `${method} ${path} ${JSON.stringify(headers)}`).toEqual(seen(slow));
          if (fast.headers['content-encoding'] === 'gzip' && method === 'GET') gzipped++;
        }
      }
      const answer = await rawRequest(server.url, { path, headers: { 'Accept-Encoding': 'gzip' } });
      if (answer.status === 200) {
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers.vary).toBe('Accept-Encoding');
        const body = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
        expect(JSON.parse(body.toString())).toEqual(answer.json);
        expect(server.services.publicReads.publicRead(path)).toEqual({ status: 200, body: body.toString() });
      }
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(gzipped).toBeGreaterThan(0);
    // The Koa-only server did make its contexts: the spy sees them.
    expect(contexts).toHaveBeenCalled();
    expect(server.services.publicReads.publicRead('/api/events/1')).toBeUndefined();
  });

  it('answer a 204 for the next own walk when there is none, and leave other spellings and methods to Koa', async () => {
    server = await startTestServer({ now: clock });
    const next = await rawRequest(server.url, { path: '/api/events/own/next' });
    expect(next.status).toBe(204);
    expect(next.body.length).toBe(0);
    expect(server.services.publicReads.publicRead('/api/events/own/next')).toEqual({ status: 204, body: '' });

    const contexts = vi.spyOn(server.app, 'createContext');
    expect((await rawRequest(server.url, { path: '/api/events/own/future/' })).status).toBe(404);
    expect((await rawRequest(server.url, { path: '/api/Events/own/future' })).status).toBe(404);
    const post = await rawRequest(server.url, { method: 'POST', path: '/api/events/own/future' });
    expect(post.status).toBe(405);
    expect(contexts).toHaveBeenCalledTimes(3);
  });

  it('answer 304s and repeated reads from the prepared answer, without reading the store', async () => {
    server = await startTestServer({ now: clock });
    await fillClub(server);
    const path = '/api/events/own/future';
    const first = await rawRequest(server.url, { path, headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.etag!;

    const reads = vi.spyOn(server.store.events, 'filter');
    for (let i = 0; i < 20; i++) {
      expect((await rawRequest(server.url, { path, headers: { 'If-None-Match': etag } })).status).toBe(304);
      expect((await rawRequest(server.url, { path, headers: { 'Accept-Encoding': 'gzip' } })).body).toEqual(first.body);
    }
    expect(reads).not.toHaveBeenCalled();
  });

  it('serve the new answer with a new ETag right after an admin write, never the stale one', async () => {
    server = await startTestServer({ now: clock });
    await fillClub(server);
    const admin = await createAdmin(server);
    const hidden = await makeWalk(server.store, {
      name: 'Nog geheim',
      startDateTime: '2026-07-04T08:00',
      own: true,
      published: false,
    });
    const path = '/api/events/own/future';
    const before = await rawRequest(server.url, { path });
    const etag = before.headers.etag!;
    expect(await rawRequest(server.url, { path, headers: { 'If-None-Match': etag } })).toMatchObject({ status: 304 });

    const published = await admin.request(`/admin/api/events/${hidden.id}/publish`, {
      method: 'PATCH',
      body: { published: true },
    });
    expect(published.status).toBe(200);

    const after = await rawRequest(server.url, { path, headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json as { name: string }[]).map((walk) => walk.name)).toContain('Nog geheim');
    expect((before.json as { name: string }[]).map((walk) => walk.name)).not.toContain('Nog geheim');
    expect(server.services.publicReads.publicRead(path)?.body).toBe(after.body.toString());
  });
});
