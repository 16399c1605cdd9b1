import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, pageHeadTexts } from '../../server/contracts';
import { createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makePage } from '../helpers/factories';

/*
 * Very long request paths (a ReDoS probe). Node refuses a request line over 16 KB with 431 before
 * the app sees it; a second server lets longer paths through, so our own path handling answers.
 * The long shapes are sized so that a step quadratic in the path (/\/+$/ tried from every slash,
 * path.normalize copying the path at every '..') runs for minutes and trips the test timeout,
 * while a linear one answers in milliseconds: the timeout is the only clock here.
 */

const clubName = 'WSV De Kadees';
const publicUrl = 'https://wandel.example';
const shell = '<!doctype html><html lang="nl"><head><title>App</title></head><body><div id="root"></div></body></html>';
const asset = 'console.log("app");';

let plain: TestServer;
let roomy: TestServer;
let adminToken: string;

async function withShell(server: TestServer): Promise<TestServer> {
  await mkdir(path.join(server.config.distDir, 'assets'), { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), shell);
  await writeFile(path.join(server.config.distDir, 'assets', 'app.js'), asset);
  await makePage(server.store, { title: 'Over ons', link: 'over-ons' });
  return server;
}

beforeAll(async () => {
  const env = { CLUB_NAME: clubName, PUBLIC_URL: publicUrl };
  plain = await withShell(await startTestServer({ env }));
  roomy = await withShell(await startTestServer({ env, maxHeaderSize: 4 * 1024 * 1024 }));
  adminToken = (await createAdmin(roomy)).token;
});
afterAll(async () => {
  await plain?.close();
  await roomy?.close();
});

type Answer = { status: number; type: string; body: string; location?: string };

/** GET with the path sent byte for byte: fetch's URL parser would resolve the dot segments first. */
function rawGet(server: TestServer, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: target, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          body,
          location: response.headers.location,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** What a browser or crawler reads of an HTML answer. */
function headOf(html: string) {
  const document = parseDocument(html);
  const tags = (name: string) => DomUtils.getElementsByTagName(name, document);
  const [title] = tags('title');
  return {
    title: title ? DomUtils.textContent(title) : undefined,
    canonical: tags('link').find((link) => link.attribs.rel === 'canonical')?.attribs.href,
    noindex: tags('meta').some((meta) => meta.attribs.name === 'robots' && meta.attribs.content === 'noindex'),
  };
}

type Expected =
  | { page: number; title?: string; canonical?: string; noindex?: boolean }
  | { json: number; message: string }
  | { file: string }
  | { moved: string };

const texts = pageHeadTexts;
const notFoundPage = { page: 404, title: documentTitle(clubName, texts.notFound.title), noindex: true };
const noSuchApi = { json: 404, message: 'Deze API-aanvraag bestaat niet.' };
const notFound = { json: 404, message: 'Niet gevonden.' };

/** Each shape at about `n` characters (`dots` for those with dot segments), and the answer a client should get. */
function shapes(n: number, dots = n): { name: string; path: string; expected: Expected; admin?: boolean }[] {
  const slashes = '/'.repeat(n);
  const aSlash = 'a/'.repeat(n / 2);
  return [
    // A page has one spelling, without trailing slashes: only slashes is the home page's.
    { name: 'slashes', path: slashes, expected: { moved: '/' } },
    { name: 'slashes, then a letter', path: `${slashes}a`, expected: notFoundPage },
    { name: 'a/ repeated', path: `/${aSlash}`, expected: notFoundPage },
    { name: 'a page, then slashes', path: `/leden${slashes}`, expected: { moved: '/leden' } },
    { name: '/info/, slashes', path: `/info${slashes}`, expected: notFoundPage },
    { name: '/info/, a/ repeated', path: `/info/${aSlash}`, expected: notFoundPage },
    { name: '/info/, slashes, a letter', path: `/info/${slashes}a`, expected: notFoundPage },
    { name: 'an info page, then slashes', path: `/info/over-ons${slashes}`, expected: { moved: '/info/over-ons' } },
    { name: '/admin, slashes', path: `/admin${slashes}`, expected: { moved: '/admin' } },
    { name: '/api/, slashes', path: `/api${slashes}`, expected: noSuchApi },
    { name: '/api/, slashes, a letter', path: `/api${slashes}a`, expected: noSuchApi },
    { name: '/api/events/, a/ repeated', path: `/api/events/${aSlash}`, expected: noSuchApi },
    // No admin route ends in a slash: a 404 with or without a token, and nothing in it.
    { name: '/admin/api/, slashes', path: `/admin/api${slashes}`, expected: noSuchApi },
    { name: '/admin/api/, slashes, as admin', path: `/admin/api${slashes}`, expected: noSuchApi, admin: true },
    { name: '/admin/api/, a/ repeated, as admin', path: `/admin/api/${aSlash}`, expected: noSuchApi, admin: true },
    { name: '/media/, slashes', path: `/media${slashes}`, expected: notFound },
    { name: '/media/, a/ repeated', path: `/media/${aSlash}`, expected: notFound },
    { name: 'a file, slashes inside', path: `/assets${slashes}app.js`, expected: { file: asset } },
    { name: 'a file, then slashes', path: `/assets/app.js${slashes}`, expected: notFound },
    { name: 'a file under a/ repeated', path: `/${aSlash}app.js`, expected: notFound },
    // Browsers resolve dot segments before they ask; a path that still has them names no file.
    { name: 'a file behind x/.. repeated', path: `/${'x/../'.repeat(dots / 5)}assets/app.js`, expected: notFound },
    { name: 'a long name, then b/.. repeated', path: `/${'a'.repeat(dots / 2)}${'/b/..'.repeat(dots / 10)}`, expected: notFoundPage }, // prettier-ignore
  ];
}

function expectAnswer(answer: Answer, expected: Expected): void {
  if ('moved' in expected) {
    expect({ status: answer.status, location: answer.location }).toEqual({ status: 301, location: expected.moved });
  } else if ('file' in expected) {
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: expected.file });
  } else if ('json' in expected) {
    expect(answer.type).toMatch(/^application\/json/);
    expect({ status: answer.status, json: JSON.parse(answer.body) as unknown }).toEqual({
      status: expected.json,
      json: { message: expected.message },
    });
  } else {
    expect(answer.type).toMatch(/^text\/html/);
    const { page, ...head } = expected;
    expect({ status: answer.status, ...headOf(answer.body) }).toMatchObject({ status: page, ...head });
  }
}

describe('a request line over 16 KB', () => {
  it.each(shapes(20_000))('is refused by Node with 431 before the app sees it: $name', async ({ path }) => {
    const answer = await rawGet(plain, path);
    expect(answer.status).toBe(431);
    // The server goes on answering.
    expect((await rawGet(plain, '/leden')).status).toBe(200);
  });
});

describe.each([
  // The lengths of the issue; then long enough that a quadratic step would run for minutes
  // (path.normalize's copying is cheaper per character than a regex's retries, so those are longer).
  { length: 20_000, dots: 20_000 },
  { length: 250_000, dots: 1_000_000 },
])('a path of about $length characters, let through', ({ length, dots }) => {
  it.each(shapes(length, dots))('gets the answer a client expects: $name', async ({ path, expected, admin }) => {
    const answer = await rawGet(roomy, path, admin ? { Authorization: `Bearer ${adminToken}` } : {});
    expectAnswer(answer, expected);
  });
});
