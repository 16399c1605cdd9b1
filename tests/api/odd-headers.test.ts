import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTexts } from '../../server/middleware/body';
import { idempotencyTexts } from '../../server/middleware/idempotency';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeWalk } from '../helpers/factories';
import { rawRequest, type RawAnswer } from '../helpers/raw-http';

let server: TestServer;
let admin: AdminSession;
let walkId: number;
let imageUuid: string;
const script = 'console.log("wandelen");\n'.repeat(200);
const shell = `<!doctype html><html lang="nl"><head><title>Club</title></head><body>${'<p>x</p>'.repeat(400)}</body></html>`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  const assets = path.join(server.config.distDir, 'assets');
  await mkdir(assets, { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), shell);
  await writeFile(path.join(assets, 'app-abc123.js'), script);
  await writeFile(path.join(assets, 'app-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(assets, 'app-abc123.js.br'), brotliCompressSync(script));
  // Enough walks that the list is over the compression threshold.
  for (let i = 0; i < 20; i++) walkId = (await makeWalk(server.store, { name: `Wandeling ${i} door het Houtland` })).id;
  imageUuid = (await makeImage(server.store, server.config.uploadsDir)).uuid;
});
afterAll(() => server?.close());

const get = (pathname: string, headers: Record<string, string>) => rawRequest(server.url, { path: pathname, headers });

/** A Dutch sentence for a person, as every error answer has. */
function expectDutchMessage(answer: RawAnswer) {
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  expect(typeof message === 'string' && /^[A-Z].*[.!?]$/.test(message), answer.body.toString()).toBe(true);
}

describe('Accept-Encoding that refuses every coding', () => {
  const refusals = [
    'identity;q=0, gzip;q=0',
    'identity;q=0',
    '*;q=0',
    'br;q=0, gzip;q=0, *;q=0',
    'zstd, identity;q=0',
    'compress, identity;q=0',
  ];
  const answers = () => [
    { what: 'a JSON answer', path: '/api/events/past', body: undefined },
    { what: 'the app shell', path: '/', body: undefined },
    { what: 'a static asset', path: '/assets/app-abc123.js', body: script },
  ];

  it.each(refusals)('gets an uncompressed answer, never a 500: %s', async (acceptEncoding) => {
    for (const { what, path: pathname, body } of answers()) {
      const answer = await get(pathname, { 'Accept-Encoding': acceptEncoding });
      expect(answer.status, `${what}: ${answer.body.toString().slice(0, 200)}`).toBe(200);
      expect(answer.headers['content-encoding'], what).toBeUndefined();
      if (body) expect(answer.body.toString()).toBe(body);
      else expect(answer.body.length, what).toBeGreaterThan(1024);
    }
  });

  it('still compresses for a client that takes gzip or brotli', async () => {
    expect((await get('/api/events/past', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('gzip');
    const asset = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
  });
});

describe('request bodies with a content coding', () => {
  const contact = { name: 'Jan', email: 'jan@example.be', text: '' };
  const post = (headers: Record<string, string>, body: string | Buffer) =>
    rawRequest(server.url, {
      method: 'POST',
      path: '/api/mail/contact',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });

  it.each(['gzip', 'deflate', 'br'])('refuses a body that is not %s as it says, with a 400', async (coding) => {
    const answer = await post({ 'Content-Encoding': coding }, 'dit is niet ingepakt');
    expect(answer.status, answer.body.toString()).toBe(400);
    expect((answer.json as { message: string }).message).toBe(bodyTexts.badEncoding);
    // The public forms take JSON only: other types are refused before the body is read.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const other = await post({ 'Content-Encoding': coding, 'Content-Type': type }, 'dit is niet ingepakt');
      expect(other.status, type).toBe(415);
    }
  });

  it('reads a body that is compressed as it says', async () => {
    const json = JSON.stringify(contact);
    for (const [coding, body] of [
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
    ] as const) {
      const answer = await post({ 'Content-Encoding': coding }, body);
      // Read and checked: the empty message is the only complaint.
      expect(answer.status, coding).toBe(400);
      expect((answer.json as { errors: unknown }).errors).toEqual({ text: 'Bericht is nodig.' });
    }
  });

  it('refuses a compressed body that unpacks to more than 1 MB', async () => {
    const answer = await post({ 'Content-Encoding': 'gzip' }, gzipSync(`{"text":"${'x'.repeat(2 * 1024 * 1024)}"}`));
    expect(answer.status).toBe(413);
    expectDutchMessage(answer);
  });

  it.each(['zorg', 'gzip, gzip', 'x-gzip;q=1'])(
    'answers 415 with a Dutch sentence for the coding %s',
    async (coding) => {
      const answer = await post({ 'Content-Encoding': coding }, '{}');
      expect(answer.status).toBe(415);
      expect((answer.json as { message: string }).message).toBe(bodyTexts.unsupportedEncoding);
    },
  );

  it.each(['klingon', 'utf-16', '"', ''])('reads the body as UTF-8 whatever charset it names: %s', async (charset) => {
    const answer = await post({ 'Content-Type': `application/json; charset=${charset}` }, JSON.stringify(contact));
    expect(answer.status).toBe(400);
    expect((answer.json as { errors: unknown }).errors).toEqual({ text: 'Bericht is nodig.' });
  });
});

describe('malformed conditional and idempotency headers', () => {
  const publish = (headers: Record<string, string>) =>
    rawRequest(server.url, {
      method: 'PATCH',
      path: `/admin/api/events/${walkId}/publish`,
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json', ...headers },
      body: '{"published":true}',
    });

  it.each(['"abc', 'W/', '"1", "2"', '99999999999999999999', '"-1"', 'é"1"', '\u00ff'])(
    'refuses If-Match %s with a 400',
    async (ifMatch) => {
      const answer = await publish({ 'If-Match': ifMatch });
      expect(answer.status).toBe(400);
      expectDutchMessage(answer);
    },
  );

  it('refuses an Idempotency-Key over 200 characters, and replays one of odd characters', async () => {
    const long = await publish({ 'Idempotency-Key': 'k'.repeat(201) });
    expect(long.status).toBe(400);
    expect((long.json as { message: string }).message).toBe(idempotencyTexts.badKey);
    const first = await publish({ 'Idempotency-Key': 'sleutel-é\u00ff;,"' });
    const again = await publish({ 'Idempotency-Key': 'sleutel-é\u00ff;,"' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('Range headers', () => {
  // We serve no partial content: RFC 9110 §14.2 lets a server ignore Range, and bids it ignore units it does not know.
  const ranges = {
    'not a number': 'bytes=abc',
    'past the end': 'bytes=999999999-',
    backwards: 'bytes=5-1',
    'an unknown unit': 'pages=1-2',
    'five hundred ranges': `bytes=0-1,${'2-3,'.repeat(500)}`,
  };
  it.each(Object.entries(ranges))('answers the whole file for a Range with %s', async (_name, range) => {
    const asset = await get('/assets/app-abc123.js', { Range: range });
    expect(asset.status).toBe(200);
    expect(asset.body.toString()).toBe(script);
    const photo = await get(`/media/${imageUuid}/300x300.jpg`, { Range: range });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });
});
