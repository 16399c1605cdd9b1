import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, pageHeadTexts } from '../../server/contracts';
import { renderModuleName } from '../../server/site/page-render';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeWalk } from '../helpers/factories';

/*
 * Pages that do not exist are rendered a few at once, then a trickle (server/site/render-budget.ts):
 * a flood of made-up URLs cannot keep the one core busy rendering. Here the web app's server entry is
 * a small module that marks what it renders, and the clock is the test's, so the counts are exact.
 */

const clubName = 'WSV De Kadees';
let server: TestServer;
let clock = Date.parse('2026-12-01T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), env: { CLUB_NAME: clubName } });
  await mkdir(server.config.distDir, { recursive: true });
  await writeFile(
    path.join(server.config.distDir, 'index.html'),
    '<!doctype html><html lang="nl"><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  await mkdir(server.config.ssrDir, { recursive: true });
  await writeFile(
    path.join(server.config.ssrDir, renderModuleName),
    'export const createPageRenderer = () => async (path) =>\n' +
      '  ({ html: `<p>getekend ${path}</p>`, routeData: {}, modules: [] });\n',
  );
});
afterAll(() => server?.close());

/** Requests made-up pages one after another: how many came rendered, and that each is a 404 with its head. */
async function unknownPages(count: number, from: string): Promise<number> {
  let rendered = 0;
  for (let at = 0; at < count; at += 1) {
    const route = `/${from}-${at}`;
    const response = await fetch(server.url + route);
    const html = await response.text();
    expect(response.status, route).toBe(404);
    expect(html, route).toContain(`>${documentTitle(clubName, pageHeadTexts.notFound.title)}</title>`);
    if (html.includes(`<p>getekend ${route}</p>`)) rendered += 1;
    else expect(html, route).toContain('<div id="root"></div>');
  }
  return rendered;
}

describe('renders of pages that do not exist', () => {
  it('renders 20 at once, then 2 a second; the rest go out as the shell with their head and 404', async () => {
    expect(await unknownPages(25, 'eerste')).toBe(20);
    // Pages that exist are not held back by it.
    for (const route of ['/leden', '/contact']) {
      const response = await fetch(server.url + route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain(`<p>getekend ${route}</p>`);
    }
    clock += 1000;
    expect(await unknownPages(5, 'tweede')).toBe(2);
    // A walk that does not exist is a page that does not exist, too.
    clock += 500;
    const walk = await makeWalk(server.store, { name: 'Kasteeltocht', published: false });
    const hidden = await fetch(`${server.url}/wandeltochten/${walk.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain(`<p>getekend /wandeltochten/${walk.id}</p>`);
    expect(await unknownPages(1, 'derde')).toBe(0);
    // After a quiet while, again 20 at once, never more.
    clock += 3_600_000;
    expect(await unknownPages(22, 'vierde')).toBe(20);
  });
});
