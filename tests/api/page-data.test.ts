import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeDataElementId } from '../../server/contracts';
import { pageReads, type PageRead, type SettledRead } from '../../server/contracts/page-reads';
import { renderModuleName } from '../../server/site/page-render';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import { builtShell } from '../helpers/marked-renders';

/*
 * A public page is read once, on the server, from the reads its route declares
 * (server/contracts/public-routes.ts): the same answers write its head, are rendered, and go into
 * the page for the browser to hydrate from. Each must be what the browser would get from the API.
 * The server entry here tells which answers it was handed, so the test sees the render got them.
 */

let server: TestServer;
const ids = { own: 0, other: 0, hidden: 0, newsletter: 0 };
let photoUuid = '';

beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date('2026-12-01T10:00:00Z'),
    env: { PUBLIC_URL: 'https://wandel.example' },
  });
  await mkdir(server.config.distDir, { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), builtShell);
  await mkdir(server.config.ssrDir, { recursive: true });
  await writeFile(
    path.join(server.config.ssrDir, renderModuleName),
    'export const createPageRenderer = () => async (path, siteConfig, routeData) =>\n' +
      '  ({ html: `<p data-keys="${Object.keys(routeData ?? {}).join(" ")}">getekend</p>`, modules: [] });\n',
  );
  const banner = await makeImage(server.store, server.config.uploadsDir);
  const photo = await makeImage(server.store, server.config.uploadsDir);
  const gone = await makeImage(server.store, server.config.uploadsDir);
  photoUuid = photo.uuid;
  ids.own = (
    await makeWalk(server.store, {
      name: 'Eigen tocht',
      own: true,
      startDateTime: '2027-01-16T09:00',
      bannerImageId: banner.id,
    })
  ).id;
  ids.other = (await makeWalk(server.store, { name: 'Andere tocht', startDateTime: '2026-11-01T09:00' })).id;
  ids.hidden = (await makeWalk(server.store, { name: 'Geheim', published: false })).id;
  ids.newsletter = (
    await makeNewsletter(server.store, {
      title: 'December',
      blocks: [{ id: 1, order: 1, text: '<p>Hallo</p>', imageId: photo.uuid }],
    })
  ).id;
  // Its first photo was deleted since: the page shows the second first, and so does its preview.
  await makePage(server.store, { title: 'Geschiedenis', link: 'geschiedenis', photobookImageIds: [gone.id, photo.id] });
  await server.store.images.remove(gone.id);
});
afterAll(() => server?.close());

type Page = { status: number; html: string; routeData: Record<string, SettledRead>; renderedFrom: string[] };

async function page(route: string): Promise<Page> {
  const response = await fetch(server.url + route, { redirect: 'manual' });
  const html = await response.text();
  const block = new RegExp(`<script type="application/json" id="${routeDataElementId}">(.*?)</script>`).exec(html);
  const keys = /<p data-keys="([^"]*)">getekend<\/p>/.exec(html);
  return {
    status: response.status,
    html,
    routeData: block ? (JSON.parse(block[1]!) as Record<string, SettledRead>) : {},
    renderedFrom: keys?.[1] ? keys[1].split(' ') : [],
  };
}

/** What the browser gets for the read from the API (web/lib/read-query.ts), as it travels in the page. */
async function fromApi(read: PageRead<unknown>): Promise<SettledRead> {
  const response = await fetch(server.url + read.url);
  const text = await response.text();
  const json: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    return {
      status: 'error',
      error: { status: response.status, message: (json as { message: string }).message, fromServer: true },
    };
  }
  return { status: 'success', data: read.fromJson ? read.fromJson(json) : json };
}

const layout = [pageReads.pageSummaries, pageReads.newsletters];

describe('the answers a public page is made from', () => {
  it('are the reads of its route, the navbar’s first, each the JSON the API answers; the render gets the same', async () => {
    const pages: [string, PageRead<unknown>[]][] = [
      ['/', [pageReads.nextOwnWalk]],
      ['/leden', [pageReads.board, pageReads.aids, pageReads.memberCount]],
      ['/eigenwandeltochten', [pageReads.walkList('own', 'future'), pageReads.walkList('own', 'past')]],
      [`/eigenwandeltochten/${ids.own}`, [pageReads.walk(String(ids.own))]],
      ['/wandeltochten', [pageReads.walkList('other', 'future'), pageReads.walkList('other', 'past')]],
      [`/wandeltochten/${ids.other}`, [pageReads.walk(String(ids.other))]],
      [`/wandeltochten/${ids.hidden}`, [pageReads.walk(String(ids.hidden))]],
      ['/nieuwsbrieven', [pageReads.newsletters]],
      [`/nieuwsbrieven/${ids.newsletter}`, [pageReads.newsletter(String(ids.newsletter))]],
      ['/nieuwsbrieven/999', [pageReads.newsletter('999')]],
      ['/euraudax', [pageReads.euraudaxWalks, pageReads.euraudaxMembers]],
      ['/contact', []],
      ['/lidworden', []],
      ['/info/geschiedenis', [pageReads.page('geschiedenis')]],
      ['/info/bestaat-niet', [pageReads.page('bestaat-niet')]],
      ['/bestaat-niet', []],
    ];
    for (const [route, reads] of pages) {
      const served = await page(route);
      const expected: Record<string, SettledRead> = {};
      for (const read of [...layout, ...reads]) expected[read.key] ??= await fromApi(read);
      expect(Object.keys(served.routeData), route).toEqual(Object.keys(expected));
      expect(served.routeData, route).toEqual(expected);
      expect(served.renderedFrom, route).toEqual(Object.keys(expected));
    }
    expect((await page(`/wandeltochten/${ids.hidden}`)).status).toBe(404);
    expect((await page('/info/bestaat-niet')).routeData['page:bestaat-niet']).toMatchObject({
      status: 'error',
      error: { status: 404, fromServer: true },
    });
  });

  it('reads a walk or newsletter path whose id is a list, the calendar or the feed as a missing one, in the head and the data alike', async () => {
    const missingWalk = {
      status: 'error',
      error: { status: 404, message: 'Deze wandeltocht bestaat niet of is niet gepubliceerd.', fromServer: true },
    };
    for (const id of ['future', 'calendar.ics']) {
      const served = await page(`/wandeltochten/${id}`);
      expect(served.status, id).toBe(404);
      expect(served.routeData[`walk:${id}`], id).toEqual(missingWalk);
    }
    const feed = await page('/nieuwsbrieven/feed.xml');
    expect(feed.status).toBe(404);
    expect(feed.routeData['newsletter:feed.xml']).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it('previews an info page with the first of its photos still stored, and knows it by its own link only', async () => {
    const history = await page('/info/geschiedenis');
    expect(history.html).toContain(`content="https://wandel.example/media/${photoUuid}/1200x630.jpg"`);
    // The API reads ' geschiedenis' as 'geschiedenis'; the page is at its own link alone.
    expect((await page('/info/%20geschiedenis')).status).toBe(404);
  });
});
