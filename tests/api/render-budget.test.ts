import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, pageHeadTexts } from '../../server/contracts';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeWalk } from '../helpers/factories';
import { keptTiming, renderMark, withMarkedRenders } from '../helpers/marked-renders';

/*
 * The server renders 30 pages at once, then 5 a second (server/site/render-budget.ts), whatever
 * their status: a flood of made-up URLs, or of pages asked for right after a change, cannot keep the
 * one core busy rendering. Beyond that a page goes out as the shell with its head and status, and
 * is not kept. The web app's server entry here marks what it renders, and the clock is the test's,
 * so the counts are exact.
 */

const clubName = 'WSV De Kadees';
let server: TestServer;
let clock = Date.parse('2026-12-01T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), env: { CLUB_NAME: clubName } });
  await withMarkedRenders(server);
  await server.store.pages.createMany(
    Array.from({ length: 40 }, (_, at) => ({ title: `Pagina ${at}`, link: `pagina-${at}`, published: true })),
  );
});
afterAll(() => server?.close());

type Answer = { route: string; status: number; html: string; timing: string | null; rendered: boolean };

async function ask(route: string): Promise<Answer> {
  const response = await fetch(server.url + route, { redirect: 'manual' });
  const html = await response.text();
  const mark = renderMark(html);
  if (mark) expect(mark.path, route).toBe(route);
  else expect(html, route).toContain('<div id="root"></div>');
  return { route, status: response.status, html, timing: response.headers.get('server-timing'), rendered: !!mark };
}

/** Asks for made-up pages one after another: each a 404 with its head; answers how many came rendered. */
async function unknownPages(count: number, from: string): Promise<number> {
  let rendered = 0;
  for (let at = 0; at < count; at += 1) {
    const answer = await ask(`/${from}-${at}`);
    expect(answer.status, answer.route).toBe(404);
    expect(answer.html, answer.route).toContain(`>${documentTitle(clubName, pageHeadTexts.notFound.title)}</title>`);
    if (answer.rendered) rendered += 1;
  }
  return rendered;
}

/** Asks for info pages `from` to `to` (not included): each a 200 with its own head, rendered or not. */
async function infoPages(from: number, to: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let at = from; at < to; at += 1) {
    const answer = await ask(`/info/pagina-${at}`);
    expect(answer.status, answer.route).toBe(200);
    expect(answer.html, answer.route).toContain(`>${documentTitle(clubName, `Pagina ${at}`)}</title>`);
    answers.push(answer);
  }
  return answers;
}

const renderedOf = (answers: Answer[]) => answers.filter((answer) => answer.rendered).map((answer) => answer.route);

describe('the render budget', () => {
  it('renders 30 at once, then 5 a second, pages and not-found pages alike; the rest go out as the shell with their head and status', async () => {
    expect(await unknownPages(20, 'eerste')).toBe(20);
    // Pages that exist draw on the same budget: 10 are left.
    const first = await infoPages(0, 15);
    expect(renderedOf(first)).toEqual(first.slice(0, 10).map((answer) => answer.route));
    for (const answer of first.slice(10)) expect(answer.timing, answer.route).toMatch(/^page;desc="shell";dur=/);
    expect(await unknownPages(1, 'tweede')).toBe(0);

    // A page that went out as the shell is not kept: asked again with no budget left, it is the shell again.
    expect((await ask('/info/pagina-10')).rendered).toBe(false);
    // Kept pages cost nothing: they are served, rendered, with no budget left.
    for (const answer of await infoPages(0, 10)) {
      expect(answer.timing, answer.route).toBe(keptTiming);
      expect(answer.rendered, answer.route).toBe(true);
    }

    // A second later: 5 more, whichever asks.
    clock += 1000;
    const second = await infoPages(10, 17);
    expect(renderedOf(second)).toEqual([
      '/info/pagina-10',
      '/info/pagina-11',
      '/info/pagina-12',
      '/info/pagina-13',
      '/info/pagina-14',
    ]);
    // What was rendered is kept.
    expect((await ask('/info/pagina-14')).timing).toBe(keptTiming);
    clock += 400;
    const walk = await makeWalk(server.store, { name: 'Kasteeltocht', published: false });
    // The write made every page anew, but not the budget: 2 renders in 0.4 s.
    const hidden = await ask(`/wandeltochten/${walk.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.rendered).toBe(true);
    expect(renderedOf(await infoPages(0, 3))).toEqual(['/info/pagina-0']);

    // After a quiet while, again 30 at once, never more.
    clock += 3_600_000;
    expect(renderedOf(await infoPages(20, 40))).toHaveLength(20);
    expect(await unknownPages(12, 'derde')).toBe(10);
  });
});
