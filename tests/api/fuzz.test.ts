import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlinePaths } from '../../server/contracts/offline';
import { unsubscribeToken } from '../../server/newsletters/unsubscribe';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { jpeg, makeImage, makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import { headerSpec, type HeaderSpec } from '../helpers/fuzz-requests';
import { pathFor, payloadFor, toRequest, type Payload, type Sent } from '../helpers/fuzz-routes';
import { adminWrites, errorAnswerProblem, storeWatcher, writeBuiltApp, type Route } from '../helpers/fuzz-target';
import { headerText } from '../helpers/fuzz-values';
import { rawRequest } from '../helpers/raw-http';

// Sized so this file takes some 20-30 s on a busy two-core machine.
const runs = { public: 500, admin: 1100, reads: 400 };
// Shrinking would resend megabyte bodies for minutes; the failing case is shown as generated.
const settings = (numRuns: number) => ({ numRuns, endOnFailure: true });

let server: TestServer;
let admin: AdminSession;
let photo: Buffer;
let state: () => Promise<string>;
let ids: Record<string, number[]>;
let memberId: number;
let imageUuid: string;
let asset: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  // The mail worker would mark mails sent while a refused request is being checked.
  await server.services.mail.stop();
  admin = await createAdmin(server);
  asset = await writeBuiltApp(server.config.distDir);
  photo = await jpeg(64, 48);
  const image = await makeImage(server.store, server.config.uploadsDir);
  imageUuid = image.uuid;
  memberId = (await makeMember(server.store, { email: 'lid@example.be' })).id;
  ids = {
    members: [memberId],
    events: [(await makeWalk(server.store)).id],
    'website-pages': [(await makePage(server.store)).id],
    newsletters: [(await makeNewsletter(server.store)).id],
    images: [image.id, (await makeImage(server.store, server.config.uploadsDir)).id],
  };
  state = storeWatcher(server.store, server.config.uploadsDir);
});
afterAll(() => server?.close());

/** Sends one request and throws what is wrong with the answer: a 5xx, or a refusal that is not clean. */
async function check(request: Sent): Promise<void> {
  const before = await state();
  const answer = await rawRequest(server.url, request);
  const { Authorization: _token, ...headers } = request.headers;
  const shown = `${request.method} ${request.path} ${JSON.stringify(headers)} → ${answer.status}`;
  if (answer.status >= 500) throw new Error(`${shown}: ${answer.body.subarray(0, 300).toString()}`);
  if (answer.status < 400) return;
  const problem = errorAnswerProblem(answer);
  if (problem) throw new Error(`${shown}: ${problem}`);
  if ((await state()) !== before) throw new Error(`${shown}: a refused request changed the store or left files`);
}

/** What fast-check generates and shows for a failure: small specs, made into a request only when sent. */
type Case = { route: Route; path: string; headers: HeaderSpec; payload?: Payload };

const caseFor = (route: Route, path: fc.Arbitrary<string>): fc.Arbitrary<Case> =>
  fc.record({ route: fc.constant(route), path, headers: headerSpec, payload: payloadFor(route) });

const send = (auth?: string) => (test: Case) => {
  const request = toRequest(test.route.method, test.path, test.headers, test.payload, photo);
  return check(auth ? { ...request, headers: { ...request.headers, Authorization: auth } } : request);
};

describe('random and oversized input never gets a 5xx or a partial write', () => {
  it('on the public writes', async () => {
    const forms = ['POST /api/mail/contact', 'POST /api/members', 'POST /api/login', 'POST /api/setup'].map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return caseFor({ method, path }, fc.constant(path));
    });
    const validToken = unsubscribeToken(server.services.secrets.unsubscribe, memberId);
    const unsubscribePath = fc
      .record({
        memberId: fc.oneof(fc.constant(String(memberId)), headerText(30)),
        token: fc.oneof(fc.constant(validToken), headerText(300)),
        twice: fc.boolean(),
      })
      .map(({ memberId: id, token, twice }) => {
        const query = new URLSearchParams({ memberId: id, token });
        if (twice) query.append('memberId', '1');
        return `?${query}`;
      });
    const unsubscribe = fc.constantFrom('GET /validate', 'POST ').chain((call) => {
      const [method, suffix] = call.split(' ') as [string, string];
      const path = `/api/newsletters/unsubscribe${suffix}`;
      return fc.record({
        route: fc.constant({ method, path }),
        path: unsubscribePath.map((query) => path + query),
        headers: headerSpec,
      });
    });
    await fc.assert(fc.asyncProperty(fc.oneof(...forms, unsubscribe), send()), settings(runs.public));
  });

  it('on every admin write, with an admin token', async () => {
    const routes = adminWrites(server);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const cases = fc.constantFrom(...routes).chain((route) => caseFor(route, pathFor(route, ids)));
    await fc.assert(fc.asyncProperty(cases, send(`Bearer ${admin.token}`)), settings(runs.admin));
    // The token still works, so every request above was checked as an admin's.
    expect((await admin.request('/admin/api/me')).status).toBe(200);
  });

  it('on reads of files, photos and lists with odd Range, Accept-Encoding and cache headers', async () => {
    const paths = [
      '/',
      asset,
      `/media/${imageUuid}/`,
      `/media/${imageUuid}/300x300.jpg`,
      '/api/events/past',
      '/healthz',
      ...Object.values(offlinePaths),
    ];
    const header = (values: string[]) => fc.oneof(fc.constantFrom(...values), headerText(60));
    const reads = fc.record(
      {
        path: fc.constantFrom(...paths, `/media/${imageUuid}/640x640.webp`),
        Range: header(['bytes=abc', 'bytes=999999999-', 'bytes=5-1', 'pages=1-2', 'bytes=0-0,-1', 'bytes=--']),
        'Accept-Encoding': header(['identity;q=0, gzip;q=0', '*;q=0', 'br;q=0, gzip;q=0, *;q=0', 'zstd, identity;q=0']),
        'If-None-Match': header(['"', 'W/', '*']),
        'If-Modified-Since': header(['gisteren', 'Tue, 99 Foo 2026 25:61:61 GMT']),
      },
      { requiredKeys: ['path'] },
    );
    const read = ({ path, ...headers }: { path: string } & Partial<Record<string, string>>) =>
      check({ method: 'GET', path, headers: JSON.parse(JSON.stringify(headers)) as Record<string, string> });
    await fc.assert(fc.asyncProperty(reads, read), settings(runs.reads));
  });

  it('logged no server error along the way', () => {
    expect(server.logged.filter((entry) => String(entry[0]).startsWith('Fout bij'))).toEqual([]);
  });
});
