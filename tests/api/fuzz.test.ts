import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlinePaths } from '../../server/contracts/offline';
import { unsubscribeToken } from '../../server/newsletters/unsubscribe';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { makeApplication } from '../helpers/applications';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { jpeg, makeImage, makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import { headerSpec, type HeaderSpec } from '../helpers/fuzz-requests';
import { pathFor, payloadFor, textLeaves, toRequest, withText, type Payload, type Sent } from '../helpers/fuzz-routes';
import { adminWrites, errorAnswerProblem, storeWatcher, writeBuiltApp, type Route } from '../helpers/fuzz-target';
import { fieldAt, headerText, refusedInLine, takenInText } from '../helpers/fuzz-values';
import { rawRequest } from '../helpers/raw-http';

// Sized so this file takes some 20-30 s on a busy two-core machine.
const runs = { public: 500, admin: 1100, reads: 400, lines: 1000 };
// Shrinking would resend megabyte bodies for minutes; the failing case is shown as generated.
const settings = (numRuns: number) => ({ numRuns, endOnFailure: true });

let server: TestServer;
let admin: AdminSession;
let photo: Buffer;
let state: () => Promise<string>;
let ids: Record<string, number[]>;
let memberId: number;
let otherAdminId: number;
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
  // Another administrator for the administrators' routes: the fuzzing's own token must stay a beheerder's.
  otherAdminId = (await createAdmin(server, { email: 'tweede@example.be' })).memberId;
  ids = {
    members: [memberId],
    admins: [otherAdminId],
    payments: [memberId],
    events: [(await makeWalk(server.store)).id],
    'website-pages': [(await makePage(server.store)).id],
    newsletters: [(await makeNewsletter(server.store)).id],
    images: [image.id, (await makeImage(server.store, server.config.uploadsDir)).id],
    messages: [
      (
        await server.store.contactMessages.create({
          name: 'Jan',
          email: 'jan@example.be',
          text: 'Hallo',
          receivedAt: new Date().toISOString(),
        })
      ).id,
    ],
    applications: [(await makeApplication(server.store)).id, (await makeApplication(server.store)).id],
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

/** The settings refuse a save without If-Match (a 428): most cases send `*`, so their body is checked. */
const headersFor = (route: Route) =>
  route.method === 'PUT' && route.path === '/admin/api/settings'
    ? fc
        .tuple(headerSpec, fc.nat(3))
        .map(([headers, n]) => (n > 0 && !headers.ifMatch ? { ...headers, ifMatch: '*' } : headers))
    : headerSpec;

const caseFor = (route: Route, path: fc.Arbitrary<string>): fc.Arbitrary<Case> =>
  fc.record({ route: fc.constant(route), path, headers: headersFor(route), payload: payloadFor(route) });

const send = (auth?: string) => (test: Case) => {
  const request = toRequest(test.route.method, test.path, test.headers, test.payload, photo);
  return check(auth ? { ...request, headers: { ...request.headers, Authorization: auth } } : request);
};

describe('random and oversized input never gets a 5xx or a partial write', () => {
  it('on the public writes', async () => {
    const forms = [
      'POST /api/mail/contact',
      'POST /api/members',
      'POST /api/login',
      'POST /api/setup',
      'POST /api/forgot-password',
    ].map((key) => {
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

  it('on every write, a line break or control character in a one-line field is a 400 naming the field', async () => {
    const publicWrites = [
      'POST /api/mail/contact',
      'POST /api/members',
      'POST /api/setup',
      'POST /api/forgot-password',
    ].map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return { method, path, admin: false };
    });
    const writes = [...publicWrites, ...adminWrites(server).map((route) => ({ ...route, admin: true }))];
    const targets = writes.flatMap((write) => textLeaves(write).map((leaf) => ({ write, ...leaf })));
    expect(new Set(targets.map((target) => target.write.path)).size).toBeGreaterThanOrEqual(12);
    // Records of their own: the fuzzing above may have deleted the others.
    const records: Record<string, number> = {
      members: (await makeMember(server.store)).id,
      admins: otherAdminId,
      events: (await makeWalk(server.store)).id,
      'website-pages': (await makePage(server.store, { link: 'een-regel' })).id,
      newsletters: (await makeNewsletter(server.store)).id,
      applications: (await makeApplication(server.store)).id,
    };
    const cases = fc.record({
      target: fc.constantFrom(...targets),
      inserted: fc.constantFrom(...refusedInLine),
      at: fc.nat(),
      forwardedFor: fc.ipV4(),
    });
    const sendText = async ({
      target,
      inserted,
      at,
      forwardedFor,
    }: typeof cases extends fc.Arbitrary<infer T> ? T : never) => {
      const { write, path } = target;
      // Inside the text, where trimming cannot take it away.
      const text = target.text.length >= 2 ? target.text : 'ab';
      const split = 1 + (at % (text.length - 1));
      const body = withText(write, path, `${text.slice(0, split)}${inserted}${text.slice(split)}`);
      const url = write.path.replace(':id', String(records[write.path.split('/')[3] ?? '']));
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor };
      // Whatever version the fuzzing left: the settings refuse a save that names none.
      if (write.admin) Object.assign(headers, { Authorization: `Bearer ${admin.token}`, 'If-Match': '*' });
      const shown = `${write.method} ${url} ${path.join('.')}=${JSON.stringify(inserted)}`;
      const before = await state();
      const answer = await rawRequest(server.url, {
        method: write.method,
        path: url,
        headers,
        body: JSON.stringify(body),
      });
      if (answer.status >= 500)
        throw new Error(`${shown} → ${answer.status}: ${answer.body.subarray(0, 300).toString()}`);
      const kind = fieldAt(path)?.kind;
      if (kind === 'richText' || (kind === 'multiline' && takenInText.has(inserted))) return;
      const message = (answer.json as { errors?: Record<string, unknown> } | undefined)?.errors?.[path.join('.')];
      if (answer.status !== 400 || typeof message !== 'string') {
        throw new Error(
          `${shown} → ${answer.status}, no message for the field: ${answer.body.subarray(0, 300).toString()}`,
        );
      }
      const problem = errorAnswerProblem({ ...answer, json: { message } });
      if (problem) throw new Error(`${shown}: ${problem}`);
      if ((await state()) !== before) throw new Error(`${shown}: a refused request changed the store or left files`);
    };
    await fc.assert(fc.asyncProperty(cases, sendText), settings(runs.lines));
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
