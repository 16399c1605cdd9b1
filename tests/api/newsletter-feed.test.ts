import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeNewsletter } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

const site = 'https://wandel.example';
const feedPath = '/api/newsletters/feed.xml';
const parser = new Parser<{ language?: string }>({ customFields: { feed: ['language'] } });

async function fetchFeed() {
  const { status, headers, text } = await server.request(feedPath);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(XMLValidator.validate(text)).toBe(true);
  return { text, feed: await parser.parseString(text) };
}

describe('newsletter feed', () => {
  it('is RSS 2.0 of the published newsletters, newest first, with absolute links and plain-text descriptions', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: site, CLUB_NAME: 'WSV De Kadees' } });
    const { store } = server;
    const photo = await makeImage(store, server.config.uploadsDir);
    const march = await makeNewsletter(store, {
      title: 'Lente & <wandelen>',
      intro: '<p>Hallo <strong>leden</strong> &amp; vrienden,</p><ul><li>eerste tocht</li><li>tweede tocht</li></ul>',
      creationTimestamp: '2026-03-15T09:30:00.000Z',
      blocks: [
        { id: 1, imageId: null, text: '<p>Zonder foto</p>', order: 1 },
        { id: 2, imageId: photo.uuid, text: '<p>Met foto</p>', order: 2 },
      ],
    });
    const january = await makeNewsletter(store, {
      title: 'Nieuwjaar ]]> en ]]> nog eens',
      intro: `<p>${'Een lange terugblik op het voorbije wandeljaar. '.repeat(12)}</p>`,
      creationTimestamp: '2026-01-02T08:00:00.000Z',
    });
    const draft = await makeNewsletter(store, { title: 'Ontwerp', published: false, creationTimestamp: '2026-04-01T08:00:00.000Z' }); // prettier-ignore
    const february = await makeNewsletter(store, { title: 'Februari', creationTimestamp: '2026-02-01T08:00:00.000Z' });

    const { text, feed } = await fetchFeed();
    expect(feed.title).toBe('Nieuwsbrieven van WSV De Kadees');
    expect(feed.link).toBe(`${site}/nieuwsbrieven`);
    expect(feed.description).toBeTruthy();
    expect(feed.language).toBe('nl-BE');
    expect(feed.feedUrl).toBe(`${site}${feedPath}`);
    expect(text).toMatch(/<atom:link href="https:\/\/wandel\.example\/api\/newsletters\/feed\.xml" rel="self"/);

    expect(feed.items.map((item) => item.title)).toEqual([
      'Lente & <wandelen>',
      'Februari',
      // Markup characters in a title stay text and keep the XML valid.
      'Nieuwjaar ]]> en ]]> nog eens',
    ]);
    expect(text).not.toContain('Ontwerp');
    expect(feed.items.map((item) => item.link)).toEqual(
      [march, february, january].map((newsletter) => `${site}/nieuwsbrieven/${newsletter.id}`),
    );
    expect(feed.items.map((item) => item.guid)).toEqual(feed.items.map((item) => item.link));
    expect(feed.items.map((item) => item.pubDate)).toEqual([
      'Sun, 15 Mar 2026 09:30:00 GMT',
      'Sun, 01 Feb 2026 08:00:00 GMT',
      'Fri, 02 Jan 2026 08:00:00 GMT',
    ]);

    const [first, second, third] = feed.items;
    expect(first?.content).toBe('Hallo leden & vrienden, eerste tocht tweede tocht');
    expect(second?.content).toBeUndefined();
    // Cut on a word with an ellipsis, well under the full intro.
    expect(third?.content).toMatch(/^Een lange terugblik op het voorbije wandeljaar\. .*[a-z.]…$/);
    expect(third?.content?.length).toBeLessThanOrEqual(300);
    for (const item of feed.items) expect(item.content ?? '').not.toMatch(/[<>]/);

    expect(first?.enclosure).toEqual({
      url: `${site}/media/${photo.uuid}/1200x630.jpg`,
      type: 'image/jpeg',
      length: '0',
    });
    expect(second?.enclosure).toBeUndefined();

    // Publishing shows at once.
    await store.newsletters.update(draft.id, (current) => ({ ...current, published: true }));
    const after = await fetchFeed();
    expect(after.feed.items[0]?.link).toBe(`${site}/nieuwsbrieven/${draft.id}`);
  });

  it('holds the newest 20, and an empty feed is still valid', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: site } });
    const empty = await fetchFeed();
    expect(empty.feed.items).toEqual([]);

    await server.store.newsletters.createMany(
      Array.from({ length: 21 }, (_, index) => {
        const at = new Date(Date.UTC(2025, 0, index + 1, 10)).toISOString();
        return { title: `Nummer ${index + 1}`, published: true, creationTimestamp: at, updateTimestamp: at };
      }),
    );
    const { text, feed } = await fetchFeed();
    expect(feed.items).toHaveLength(20);
    expect(feed.items[0]?.title).toBe('Nummer 21');
    expect(feed.items.at(-1)?.title).toBe('Nummer 2');
    // The build date comes from the data, so an unchanged feed reads the same.
    const channel = new XMLParser().parse(text) as { rss: { channel: { lastBuildDate: string } } };
    expect(channel.rss.channel.lastBuildDate).toBe('Tue, 21 Jan 2025 10:00:00 GMT');
  });

  it('does not take feed.xml for a newsletter id', async () => {
    server = await startTestServer();
    const { status } = await server.request('/api/newsletters/feed.xml');
    expect(status).toBe(200);
    expect((await server.request('/api/newsletters/feed.json')).status).toBe(404);
  });
});
