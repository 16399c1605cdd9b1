import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeNewsletter, makePage } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

describe('public info pages', () => {
  it('lists published pages for the navbar with only id, title and link', async () => {
    server = await startTestServer();
    const history = await makePage(server.store, {
      title: 'Geschiedenis',
      link: 'geschiedenis',
      contentHtml: '<p>Sinds 2025</p>',
    });
    const practical = await makePage(server.store, { title: 'Praktisch', link: 'praktisch' });
    await makePage(server.store, { title: 'Ontwerp', link: 'ontwerp', published: false });

    const { status, json } = await server.request('/api/website-pages');
    expect(status).toBe(200);
    expect(json).toEqual([
      { id: history.id, title: 'Geschiedenis', link: 'geschiedenis' },
      { id: practical.id, title: 'Praktisch', link: 'praktisch' },
    ]);
  });

  it('answers one published page by its link, with its photobook', async () => {
    server = await startTestServer();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    await makePage(server.store, {
      title: 'Geschiedenis',
      link: 'geschiedenis',
      metaDescription: 'Hoe de club ontstond',
      contentHtml: '<p>Sinds 2025</p>',
      photobookImageIds: [photo.id],
    });
    const { status, json } = await server.request('/api/website-pages/by-link/geschiedenis');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      title: 'Geschiedenis',
      link: 'geschiedenis',
      metaDescription: 'Hoe de club ontstond',
      contentHtml: '<p>Sinds 2025</p>',
      published: true,
      photobook: [{ id: photo.id, uuid: photo.uuid, cdnUrl: `/media/${photo.uuid}/` }],
    });
  });

  it('answers 404 JSON for unpublished, unknown and malformed links', async () => {
    server = await startTestServer();
    await makePage(server.store, { title: 'Ontwerp', link: 'ontwerp', published: false });
    for (const slug of [
      'ontwerp',
      'bestaat-niet',
      'GESCHIEDENIS',
      '..%2F..%2Fdata',
      '%00',
      'a'.repeat(300),
      '%E0%A4%A',
      'x%20y',
    ]) {
      const { status, json } = await server.request(`/api/website-pages/by-link/${slug}`);
      expect(status, slug).toBe(404);
      expect(json).toEqual({ message: 'Deze pagina bestaat niet of is niet gepubliceerd.' });
    }
  });
});

describe('public newsletters', () => {
  it('lists published newsletters newest first, without blocks', async () => {
    server = await startTestServer();
    await makeNewsletter(server.store, { title: 'Lente', creationTimestamp: '2026-03-20T09:00:00.000Z' });
    await makeNewsletter(server.store, {
      title: 'Zomer',
      creationTimestamp: '2026-06-21T09:00:00.000Z',
      blocks: [{ id: 1, text: '<p>x</p>', order: 1 }],
    });
    await makeNewsletter(server.store, {
      title: 'Ontwerp',
      creationTimestamp: '2026-09-01T09:00:00.000Z',
      published: false,
    });
    await makeNewsletter(server.store, { title: 'Winter', creationTimestamp: '2025-12-21T09:00:00.000Z' });

    const { status, json } = await server.request('/api/newsletters');
    expect(status).toBe(200);
    const list = json as Array<Record<string, unknown>>;
    expect(list.map((n) => n.title)).toEqual(['Zomer', 'Lente', 'Winter']);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'creationTimestamp',
      'id',
      'intro',
      'published',
      'title',
      'updateTimestamp',
    ]);
  });

  it('answers one newsletter with its blocks in their order', async () => {
    server = await startTestServer();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    const newsletter = await makeNewsletter(server.store, {
      title: 'Zomer',
      intro: '<p>Hallo</p>',
      outro: '<p>Tot dan</p>',
      blocks: [
        { id: 1, text: '<p>tweede</p>', order: 2, imageId: null },
        { id: 2, text: '<p>eerste</p>', order: 1, imageId: photo.uuid },
      ],
    });
    const { status, json } = await server.request(`/api/newsletters/${newsletter.id}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: newsletter.id,
      title: 'Zomer',
      intro: '<p>Hallo</p>',
      outro: '<p>Tot dan</p>',
      published: true,
      blocks: [
        { id: 2, text: '<p>eerste</p>', order: 1, imageId: photo.uuid },
        { id: 1, text: '<p>tweede</p>', order: 2, imageId: null },
      ],
    });
  });

  it('answers 404 JSON for unpublished, unknown and malformed ids', async () => {
    server = await startTestServer();
    const draft = await makeNewsletter(server.store, { published: false });
    for (const id of [String(draft.id), '404', 'abc', '-3', '0x10', '%20']) {
      const { status, json } = await server.request(`/api/newsletters/${id}`);
      expect(status, id).toBe(404);
      expect(json).toEqual({ message: 'Deze nieuwsbrief bestaat niet of is niet gepubliceerd.' });
    }
  });
});
