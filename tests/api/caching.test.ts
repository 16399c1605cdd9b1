import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

/** A revalidation as a browser's cache sends it (fetch() would add Cache-Control: no-cache). */
function revalidate(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

const names = (json: unknown) =>
  (json as Array<{ name?: string; title?: string; firstName?: string }>).map((x) => x.name ?? x.title ?? x.firstName);

describe('cached public lists', () => {
  it('answer the new data right after a write, and 304 to a client that holds the current answer', async () => {
    server = await startTestServer({ now: () => new Date('2026-07-01T06:30:00Z') });
    await makeWalk(server.store, { name: 'Eerste', startDateTime: '2026-07-05T08:00' });

    const first = await server.request('/api/events/future');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(names(first.json)).toEqual(['Eerste']);
    expect(await revalidate(`${server.url}/api/events/future`, etag!)).toBe(304);

    await makeWalk(server.store, { name: 'Tweede', startDateTime: '2026-07-06T08:00' });
    expect(await revalidate(`${server.url}/api/events/future`, etag!)).toBe(200);
    const second = await server.request('/api/events/future');
    expect(names(second.json)).toEqual(['Eerste', 'Tweede']);
    expect(second.headers.get('etag')).not.toBe(etag);
  });

  it('move a walk from upcoming to past when it ends, without any write', async () => {
    let clock = new Date('2026-07-05T13:00:00Z'); // 15:00 in Brussels
    server = await startTestServer({ now: () => clock });
    await makeWalk(server.store, {
      name: 'Zondagstocht',
      startDateTime: '2026-07-05T08:00',
      endTime: '16:00',
      own: true,
    });
    expect(names((await server.request('/api/events/own/future')).json)).toEqual(['Zondagstocht']);
    expect((await server.request('/api/events/own/next')).status).toBe(200);

    clock = new Date('2026-07-05T14:01:00Z'); // 16:01
    expect(names((await server.request('/api/events/own/future')).json)).toEqual([]);
    expect(names((await server.request('/api/events/own/past')).json)).toEqual(['Zondagstocht']);
    expect((await server.request('/api/events/own/next')).status).toBe(204);
  });

  it('follow changes to members, pages and newsletters', async () => {
    server = await startTestServer();
    const member = await makeMember(server.store, { role: 'BOARDMEMBER', boardTitle: 'Voorzitter' });
    expect((await server.request('/api/members/count')).json).toBe(1);
    expect(names((await server.request('/api/members/board')).json)).toEqual(['Jan']);
    await server.store.members.update(member.id, (current) => ({ ...current, active: false }));
    expect((await server.request('/api/members/count')).json).toBe(0);
    expect((await server.request('/api/members/board')).json).toEqual([]);

    expect((await server.request('/api/website-pages')).json).toEqual([]);
    await makePage(server.store, { title: 'Geschiedenis', link: 'geschiedenis' });
    expect(names((await server.request('/api/website-pages')).json)).toEqual(['Geschiedenis']);

    expect((await server.request('/api/newsletters')).json).toEqual([]);
    await makeNewsletter(server.store, { title: 'Lente' });
    expect(names((await server.request('/api/newsletters')).json)).toEqual(['Lente']);
  });

  it('gzip a large list for a client that accepts it', async () => {
    server = await startTestServer({ now: () => new Date('2026-07-01T06:30:00Z') });
    for (let i = 1; i <= 20; i++) {
      await makeWalk(server.store, {
        name: `Tocht ${i}`,
        startDateTime: `2026-08-${String(i).padStart(2, '0')}T08:00`,
        intro: `<p>${'Mooi. '.repeat(20)}</p>`,
      });
    }
    const response = await fetch(`${server.url}/api/events/future`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    // fetch decodes it; the bytes on the wire were gzip, which the header says.
    expect((await response.json()).length).toBe(20);
    const raw = await fetch(`${server.url}/api/events/future`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await raw.text())).toHaveLength(20);
  });
});
