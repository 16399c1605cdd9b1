import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineLimits, offlinePaths, type OfflineBatch } from '../../server/contracts/offline';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';

// 1 July 2026, 08:30 in Brussels: the walks below lie ahead.
const summerMorning = new Date('2026-07-01T06:30:00Z');

let server: TestServer;
let hidden: { walk: number; newsletter: number; page: string };

beforeAll(async () => {
  server = await startTestServer({ now: () => summerMorning });
  const banner = await makeImage(server.store, server.config.uploadsDir, 'banner.jpg');
  const day = (index: number) => `2026-08-${String(1 + (index % 28)).padStart(2, '0')}T08:00`;
  // More walks per list than a batch carries, one of them with a banner.
  for (let index = 0; index < offlineLimits.walksPerList + 3; index += 1) {
    await makeWalk(server.store, { name: `Eigen ${index}`, own: true, startDateTime: day(index) });
    await makeWalk(server.store, { name: `Ander ${index}`, startDateTime: day(index), bannerImageId: banner.id });
  }
  await makeWalk(server.store, { name: 'Voorbij', own: true, startDateTime: '2026-05-10T08:00' });
  const draft = await makeWalk(server.store, {
    name: 'Ontwerp',
    own: true,
    startDateTime: '2026-07-02T08:00',
    published: false,
  });
  for (let index = 0; index < offlineLimits.newestNewsletters + 2; index += 1) {
    await makeNewsletter(server.store, {
      title: `Brief ${index}`,
      creationTimestamp: `2026-0${1 + index}-01T10:00:00.000Z`,
    });
  }
  const draftLetter = await makeNewsletter(server.store, {
    title: 'Nog niet',
    published: false,
    creationTimestamp: '2026-06-30T10:00:00.000Z',
  });
  await makePage(server.store, { title: 'Over ons', link: 'over-ons' });
  await makePage(server.store, { title: 'Route', link: 'route' });
  await makePage(server.store, { title: 'Geheim', link: 'geheim', published: false });
  await makeMember(server.store, {
    firstName: 'Bea',
    role: 'BOARDMEMBER',
    email: 'bea@example.be',
    phoneNumber: '0470 12 34 56',
  });
  await makeMember(server.store, { firstName: 'Karel', email: 'karel@example.be', dateOfBirth: '1970-01-01' });
  hidden = { walk: draft.id, newsletter: draftLetter.id, page: 'geheim' };
});
afterAll(() => server?.close());

/** The status of a GET with If-None-Match (node:http: fetch keeps its own cache rules). */
function revalidate(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

async function batch(path: string): Promise<OfflineBatch['answers']> {
  const { status, headers, json } = await server.request(path);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  return (json as OfflineBatch).answers;
}

/** Every URL a batch names answers alone with exactly the JSON the batch holds for it. */
async function expectSameAsAlone(answers: OfflineBatch['answers']) {
  for (const [url, answer] of Object.entries(answers)) {
    const alone = await server.request(url);
    expect(alone.status, url).toBe(200);
    expect(alone.text, url).toBe(JSON.stringify(answer));
  }
}

describe('the batches for offline reading', () => {
  it('carry the upcoming walk lists, the next own walk and the first walks of each list, published only', async () => {
    const answers = await batch(offlinePaths.walks);
    const urls = Object.keys(answers);
    expect(urls).toContain('/api/events/own/future');
    expect(urls).toContain('/api/events/future');
    expect(urls).toContain('/api/events/own/next');
    const details = urls.filter((url) => /^\/api\/events\/\d+$/.test(url));
    // Each list's first ones; the next own walk is the first own one.
    expect(details).toHaveLength(2 * offlineLimits.walksPerList);
    expect(urls).not.toContain(`/api/events/${hidden.walk}`);
    expect(JSON.stringify(answers)).not.toContain('Ontwerp');
    expect(JSON.stringify(answers)).not.toContain('Voorbij');
    await expectSameAsAlone(answers);
  });

  it('carry the newsletter list and the newest newsletters, published only', async () => {
    const answers = await batch(offlinePaths.newsletters);
    const details = Object.keys(answers).filter((url) => /^\/api\/newsletters\/\d+$/.test(url));
    expect(details).toHaveLength(offlineLimits.newestNewsletters);
    expect(Object.keys(answers)).not.toContain(`/api/newsletters/${hidden.newsletter}`);
    expect(JSON.stringify(answers)).not.toContain('Nog niet');
    // The newest first: 'Brief 6' down to 'Brief 2'.
    expect(details.map((url) => (answers[url] as { title: string }).title)).toEqual([
      'Brief 6',
      'Brief 5',
      'Brief 4',
      'Brief 3',
      'Brief 2',
    ]);
    await expectSameAsAlone(answers);
  });

  it('carry the info pages and the club page, published and public only', async () => {
    const pages = await batch(offlinePaths.pages);
    expect(Object.keys(pages).sort()).toEqual([
      '/api/website-pages',
      '/api/website-pages/by-link/over-ons',
      '/api/website-pages/by-link/route',
    ]);
    await expectSameAsAlone(pages);

    const club = await batch(offlinePaths.club);
    expect(Object.keys(club).sort()).toEqual(['/api/members/aids', '/api/members/board', '/api/members/count']);
    // The board's public cards only: no other member, and no field the board answer leaves out.
    expect(JSON.stringify(club)).toContain('Bea');
    expect(JSON.stringify(club)).not.toMatch(/Karel|karel@example\.be|dateOfBirth|address/);
    await expectSameAsAlone(club);
  });

  it('are cached per data revision: a client holding one gets a 304, a change gives a new one', async () => {
    const first = await server.request(offlinePaths.newsletters);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(await revalidate(`${server.url}${offlinePaths.newsletters}`, etag)).toBe(304);
    await makeNewsletter(server.store, { title: 'Nieuwste', creationTimestamp: '2026-06-30T12:00:00.000Z' });
    const after = await server.request(offlinePaths.newsletters, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(Object.values((after.json as OfflineBatch).answers)).toContainEqual(
      expect.objectContaining({ title: 'Nieuwste' }),
    );
  });
});
