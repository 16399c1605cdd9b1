import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makePage, makeWalk } from '../helpers/factories';
import { keptTiming, renderMark, withMarkedRenders } from '../helpers/marked-renders';
import { exactPathRequest } from '../helpers/raw-http';

/*
 * One page, one spelling, one kept copy (server/site/page-address.ts, kept-pages.ts). Before, every
 * spelling of a page ('/info/%67eschiedenis', '/INFO/geschiedenis/') was a 200 of its own, rendered
 * and kept on its own, and at 500 kept pages all of them were dropped: anyone could make the server
 * render every visitor's page again. Now another spelling is sent to the page's own (301, query
 * kept), the admin area's shell is one entry, and a full cache lets go of the page asked for longest ago.
 */

let server: TestServer;
afterEach(() => server?.close());

async function start(options: { render?: boolean } = {}): Promise<void> {
  server = await startTestServer({ now: () => new Date('2026-12-01T10:00:00Z') });
  await withMarkedRenders(server, options);
}

/** The path exactly as given (fetch would tidy '//', '\' and '%2e'), without following a redirect. */
async function ask(route: string) {
  const answer = await exactPathRequest(server.url, route);
  const timing = answer.headers['server-timing'];
  return { ...answer, timing: typeof timing === 'string' ? timing : undefined, mark: renderMark(answer.text) };
}

/** `count` spellings of /info/geschiedenis: letters percent-encoded by the bits of n, in either case of hex. */
function spellingsOfHistory(count: number): { route: string; query: string }[] {
  const slug = 'geschiedenis';
  return Array.from({ length: count }, (_, at) => {
    const n = at + 1;
    const letters = [...slug].map((letter, bit) => {
      if (((n >> bit) & 1) === 0) return letter;
      const hex = letter.charCodeAt(0).toString(16);
      return `%${n % 2 === 0 ? hex.toUpperCase() : hex}`;
    });
    const list = n % 3 === 0 ? '/INFO/' : '/info/';
    const query = n % 7 === 0 ? `?keer=${n}` : '';
    return { route: `${list}${letters.join('')}${n % 5 === 0 ? '/' : ''}${query}`, query };
  });
}

describe('a page under other spellings', () => {
  it('sends 1,000 spellings of one page to its own path: one render, one kept copy, and / stays kept', async () => {
    await start();
    await makePage(server.store, { title: 'Geschiedenis', link: 'geschiedenis' });
    await ask('/');
    expect((await ask('/')).timing).toBe(keptTiming);
    const page = await ask('/info/geschiedenis');
    expect(page.status).toBe(200);
    expect(page.mark?.path).toBe('/info/geschiedenis');

    const spellings = spellingsOfHistory(1000);
    expect(new Set(spellings.map(({ route }) => route)).size).toBe(1000);
    for (const { route, query } of spellings) {
      const answer = await ask(route);
      expect({ route, status: answer.status, location: answer.headers.location }).toEqual({
        route,
        status: 301,
        location: `/info/geschiedenis${query}`,
      });
    }

    const home = await ask('/');
    expect(home.timing).toBe(keptTiming);
    const again = await ask('/info/geschiedenis');
    expect(again.timing).toBe(keptTiming);
    // The same render as before the flood: no other spelling was ever rendered.
    expect(again.mark).toEqual(page.mark);
  });

  it('sends every other spelling of an existing page to its own path, and never to another host', async () => {
    await start();
    const walk = await makeWalk(server.store, { name: 'Kasteeltocht', own: true });
    await makePage(server.store, { title: 'Over ons', link: 'over-ons' });
    const encodedId = String(walk.id).replace(/^\d/, (digit) => `%3${digit}`);
    const moves: [string, string][] = [
      ['/%6Ceden', '/leden'],
      ['/%6c%65%64%65%6e?x=%2F%2Fvoorbeeld.be', '/leden?x=%2F%2Fvoorbeeld.be'],
      ['/leden/', '/leden'],
      ['/leden//', '/leden'],
      ['//', '/'],
      [`/eigenwandeltochten/${encodedId}`, `/eigenwandeltochten/${walk.id}`],
      [`/EIGENWANDELTOCHTEN/${encodedId}/`, `/eigenwandeltochten/${walk.id}`],
      ['/info/over%2Dons', '/info/over-ons'],
      ['/INFO/%6F%76%65%72-ons/', '/info/over-ons'],
      ['/admin/info/%31', '/admin/info/1'],
      ['/admin/', '/admin'],
    ];
    for (const [route, to] of moves) {
      const answer = await ask(route);
      expect({ route, status: answer.status, location: answer.headers.location }).toEqual({
        route,
        status: 301,
        location: to,
      });
    }
    expect((await ask('/info/over-ons')).status).toBe(200);
    // A page in no spelling stays a 404, never a way to somewhere else.
    for (const route of [
      '//leden',
      '///leden',
      '/%2F%2Fleden',
      '/%2f%2fvoorbeeld.be',
      '/%5Cleden',
      '/%5C%5Cvoorbeeld.be/leden',
      '/\\leden',
      '/\\\\voorbeeld.be',
      '/leden%2F',
      '/leden%5C',
      '/info/geschiedenis%2F%2Fvoorbeeld.be',
      '/info/%2F%2Fvoorbeeld.be',
      '/info/%E0%A4%A',
      // Capitals are only lowered as written: an escaped capital is no page's letter.
      '/info/%4F%56%45%52-ons',
      `/wandeltochten/0${walk.id}`,
      '/admin/%6Ceden/3',
    ]) {
      const answer = await ask(route);
      expect({ route, status: answer.status, location: answer.headers.location }).toEqual({
        route,
        status: 404,
        location: undefined,
      });
    }
  });

  it('keeps the admin area as one shell, whatever path under it is asked', async () => {
    await start();
    await ask('/');
    const first = await ask('/admin/info/1');
    expect(first.status).toBe(200);
    expect(first.timing).toMatch(/^page;desc="rendered"/);
    for (let at = 0; at < 1000; at += 1) {
      const route = `/admin/info/${at % 2 === 0 ? 'x' : 'new'}${at}`;
      const answer = await ask(route);
      expect({ route, status: answer.status, timing: answer.timing }).toEqual({
        route,
        status: 200,
        timing: keptTiming,
      });
      expect(answer.text, route).toBe(first.text);
    }
    expect((await ask('/')).timing).toBe(keptTiming);
  });
});

describe('the kept pages', () => {
  it('render a page once for the requests that come while it is being made', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask('/leden')));
    expect(answers.map((answer) => [answer.status, answer.mark])).toEqual(
      answers.map(() => [200, { path: '/leden', count: 1 }]),
    );
  });

  it('let go of the page asked for longest ago when 500 are kept, not of all of them', async () => {
    // Without a server render: each page is the shell with its head, kept without drawing on the render budget.
    await start({ render: false });
    await server.store.pages.createMany(
      Array.from({ length: 500 }, (_, at) => ({ title: `Pagina ${at}`, link: `pagina-${at}`, published: true })),
    );
    const route = (at: number) => `/info/pagina-${at}`;
    expect((await ask('/')).status).toBe(200);
    // 499 more: 500 kept.
    for (let at = 0; at < 499; at += 1) expect((await ask(route(at))).timing, route(at)).toMatch(/desc="rendered"/);
    // '/' is asked again, so '/info/pagina-0' is now the one asked for longest ago.
    expect((await ask('/')).timing).toBe(keptTiming);
    expect((await ask(route(499))).timing).toMatch(/desc="rendered"/);

    expect((await ask('/')).timing).toBe(keptTiming);
    for (const at of [1, 250, 498, 499]) expect((await ask(route(at))).timing, route(at)).toBe(keptTiming);
    expect((await ask(route(0))).timing).toMatch(/desc="rendered"/);
  });
});
