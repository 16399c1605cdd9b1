import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makePage } from '../helpers/factories';
import type { Newsletter, NewsletterBlock as Block, Page } from '../../server/contracts';
import type { ErrorAnswer } from '../helpers/answers';

let server: TestServer;
afterEach(() => server?.close());

const pages = '/admin/api/website-pages';
const newsletters = '/admin/api/newsletters';

// A clock the test moves, so a later save has a later time.
let clock = new Date('2026-03-01T10:00:00.000Z');
async function start(): Promise<AdminSession> {
  clock = new Date('2026-03-01T10:00:00.000Z');
  server = await startTestServer({ now: () => clock });
  return createAdmin(server);
}

async function createPage(admin: AdminSession, data: Record<string, unknown> = {}): Promise<Page> {
  const answer = await admin.request(pages, {
    method: 'POST',
    body: { title: 'Over ons', link: 'over-ons', metaDescription: 'Wie we zijn', contentHtml: '<p>Hallo</p>', ...data },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as Page;
}

describe('admin info pages', () => {
  it('creates, reads, changes in part, publishes and deletes a page', async () => {
    const admin = await start();
    const page = await createPage(admin);
    expect(page).toMatchObject({ title: 'Over ons', link: 'over-ons', contentHtml: '<p>Hallo</p>', published: false });

    const one = await admin.request(`${pages}/${page.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe('"1"');
    expect(one.json).toMatchObject({ id: page.id, metaDescription: 'Wie we zijn', photobook: [] });
    expect(((await admin.request(pages)).json as Page[]).map((p) => p.id)).toEqual([page.id]);
    expect((await server.request('/api/website-pages/by-link/over-ons')).status).toBe(404);

    const patched = await admin.request(`${pages}/${page.id}`, { method: 'PATCH', body: { title: 'Wie zijn we' } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json).toMatchObject({
      title: 'Wie zijn we',
      link: 'over-ons',
      metaDescription: 'Wie we zijn',
      contentHtml: '<p>Hallo</p>',
      version: 2,
    });

    const published = await admin.request(`${pages}/${page.id}/publish`, {
      method: 'PATCH',
      body: { published: true },
    });
    expect(published.status).toBe(200);
    expect(published.text).not.toBe('');
    expect(published.json).toMatchObject({ id: page.id, title: 'Wie zijn we', published: true });
    const publicPage = await server.request('/api/website-pages/by-link/over-ons');
    expect(publicPage.status).toBe(200);
    expect(publicPage.json).toMatchObject({ title: 'Wie zijn we', contentHtml: '<p>Hallo</p>' });

    const hidden = await admin.request(`${pages}/${page.id}/publish`, { method: 'PATCH', body: { published: false } });
    expect(hidden.json).toMatchObject({ published: false });
    expect((await server.request('/api/website-pages/by-link/over-ons')).status).toBe(404);

    const deleted = await admin.request(`${pages}/${page.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await admin.request(`${pages}/${page.id}`)).status).toBe(404);
    expect((await admin.request(pages)).json).toEqual([]);
  });

  it('refuses a link another page uses, on create and on change', async () => {
    const admin = await start();
    const first = await createPage(admin, { link: 'praktisch' });
    const taken = await admin.request(pages, { method: 'POST', body: { title: 'Andere', link: 'praktisch' } });
    expect(taken.status).toBe(400);
    expect((taken.json as ErrorAnswer).errors).toEqual({ link: 'Deze link wordt al gebruikt door een andere pagina.' });

    const second = await createPage(admin, { title: 'Route', link: 'route' });
    const renamed = await admin.request(`${pages}/${second.id}`, { method: 'PATCH', body: { link: '/praktisch' } });
    expect(renamed.status).toBe(400);
    expect((renamed.json as ErrorAnswer).errors?.link).toBeDefined();
    // A page may keep its own link.
    const same = await admin.request(`${pages}/${first.id}`, { method: 'PATCH', body: { link: 'praktisch' } });
    expect(same.status).toBe(200);
    expect(server.store.pages.all().map((page) => page.link)).toEqual(['praktisch', 'route']);
  });

  it('takes only URL-safe links and strips a leading slash', async () => {
    const admin = await start();
    for (const link of ['Over Ons!', 'over ons', '../geheim', '', 'é']) {
      const answer = await admin.request(pages, { method: 'POST', body: { title: 'Over ons', link } });
      expect(answer.status, link).toBe(400);
      expect((answer.json as ErrorAnswer).message).toBe('Controleer de ingevulde velden.');
      expect((answer.json as ErrorAnswer).errors?.link, link).toMatch(/link/i);
    }
    expect(server.store.pages.size).toBe(0);

    const page = await createPage(admin, { link: '/info-over-ons' });
    expect(page.link).toBe('info-over-ons');
    await admin.request(`${pages}/${page.id}/publish`, { method: 'PATCH', body: { published: true } });
    expect((await server.request('/api/website-pages/by-link/info-over-ons')).status).toBe(200);
  });
});

describe('admin newsletters', () => {
  it('creates, reads, updates, publishes and deletes a newsletter', async () => {
    const admin = await start();
    const created = await admin.request(newsletters, {
      method: 'POST',
      body: { title: 'Lente', intro: '<p>Intro</p>', outro: '<p>Tot ziens</p>', blocks: [] },
    });
    expect(created.status, created.text).toBe(201);
    const letter = created.json as Newsletter;
    expect(letter).toMatchObject({
      title: 'Lente',
      intro: '<p>Intro</p>',
      outro: '<p>Tot ziens</p>',
      published: false,
      blocks: [],
      creationTimestamp: '2026-03-01T10:00:00.000Z',
      updateTimestamp: '2026-03-01T10:00:00.000Z',
    });
    expect(((await admin.request(newsletters)).json as Newsletter[]).map((n) => n.id)).toEqual([letter.id]);
    const one = await admin.request(`${newsletters}/${letter.id}`);
    expect(one.headers.get('etag')).toBe('"1"');
    expect(one.json).toMatchObject({ id: letter.id, title: 'Lente' });
    expect((await server.request(`/api/newsletters/${letter.id}`)).status).toBe(404);

    const published = await admin.request(`${newsletters}/${letter.id}/publish`, {
      method: 'PATCH',
      body: { published: true },
    });
    expect(published.status).toBe(200);
    expect(published.text).not.toBe('');
    expect(published.json).toMatchObject({ id: letter.id, published: true });

    clock = new Date('2026-03-02T12:00:00.000Z');
    const updated = await admin.request(`${newsletters}/${letter.id}`, {
      method: 'PUT',
      body: { title: 'Lente 2026', intro: '<p>Nieuw</p>', outro: '', blocks: [] },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({
      title: 'Lente 2026',
      intro: '<p>Nieuw</p>',
      outro: '',
      published: true,
      creationTimestamp: '2026-03-01T10:00:00.000Z',
      updateTimestamp: '2026-03-02T12:00:00.000Z',
    });
    const publicLetter = await server.request(`/api/newsletters/${letter.id}`);
    expect(publicLetter.status).toBe(200);
    expect(publicLetter.json).toMatchObject({ title: 'Lente 2026', creationTimestamp: '2026-03-01T10:00:00.000Z' });

    const deleted = await admin.request(`${newsletters}/${letter.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await admin.request(`${newsletters}/${letter.id}`)).status).toBe(404);
    expect((await server.request(`/api/newsletters/${letter.id}`)).status).toBe(404);
  });

  it('numbers blocks 1..n by default, keeps an explicit order, assigns ids and keeps them on update', async () => {
    const admin = await start();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    const created = await admin.request(newsletters, {
      method: 'POST',
      body: {
        title: 'Zomer',
        blocks: [{ text: '<p>Eerste</p>', imageId: photo.uuid }, { text: '<p>Tweede</p>' }, { text: '<p>Derde</p>' }],
      },
    });
    expect(created.status, created.text).toBe(201);
    const blocks = (created.json as Newsletter).blocks;
    expect(blocks.map((block) => [block.text, block.order, block.imageId])).toEqual([
      ['<p>Eerste</p>', 1, photo.uuid],
      ['<p>Tweede</p>', 2, null],
      ['<p>Derde</p>', 3, null],
    ]);
    const ids = blocks.map((block) => block.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);

    // The admin sends the blocks back with their ids, one moved up by an explicit order, one new.
    const [first, second, third] = blocks as [Block, Block, Block];
    const letterId = (created.json as Newsletter).id;
    const updated = await admin.request(`${newsletters}/${letterId}`, {
      method: 'PUT',
      body: {
        title: 'Zomer',
        blocks: [
          { ...first, order: 2 },
          { ...second, order: 1 },
          { ...third, order: 7 },
          { id: null, imageId: null, text: '<p>Nieuw</p>', order: 4 },
        ],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    const after = (updated.json as Newsletter).blocks;
    expect(after.map((block) => [block.text, block.order])).toEqual([
      ['<p>Tweede</p>', 1],
      ['<p>Eerste</p>', 2],
      ['<p>Nieuw</p>', 4],
      ['<p>Derde</p>', 7],
    ]);
    expect(after.slice(0, 2).map((block) => block.id)).toEqual([second.id, first.id]);
    expect(after[3]?.id).toBe(third.id);
    expect(ids).not.toContain(after[2]?.id);
    const stored = (await admin.request(`${newsletters}/${letterId}`)).json as Newsletter;
    expect(stored.blocks).toEqual(after);
  });

  it('refuses a block image that does not exist', async () => {
    const admin = await start();
    const created = await admin.request(newsletters, {
      method: 'POST',
      body: {
        title: 'Herfst',
        blocks: [{ text: 'a' }, { text: 'b', imageId: '0b6f4f7e-3f7a-4d5e-9c1a-2b3c4d5e6f70' }],
      },
    });
    expect(created.status).toBe(400);
    expect((created.json as ErrorAnswer).errors).toEqual({
      'blocks.1.imageId': 'Deze afbeelding bestaat niet (meer).',
    });
    const notAUuid = await admin.request(newsletters, {
      method: 'POST',
      body: { title: 'Herfst', blocks: [{ text: 'a', imageId: 'foto.jpg' }] },
    });
    expect(notAUuid.status).toBe(400);
    expect((notAUuid.json as ErrorAnswer).errors?.['blocks.0.imageId']).toBeDefined();
    expect(server.store.newsletters.size).toBe(0);
  });

  it('requires a title', async () => {
    const admin = await start();
    const answer = await admin.request(newsletters, { method: 'POST', body: { title: ' ', blocks: [] } });
    expect(answer.status).toBe(400);
    expect((answer.json as ErrorAnswer).errors).toEqual({ title: 'Titel is verplicht.' });
  });
});

describe('admin pages and newsletters in the store', () => {
  it('an admin GET of a page made elsewhere shows its version for If-Match', async () => {
    const admin = await start();
    const page = await makePage(server.store, { link: 'elders' });
    await server.store.pages.update(page.id, (current) => ({ ...current, title: 'Gewijzigd' }));
    const answer = await admin.request(`${pages}/${page.id}`);
    expect(answer.headers.get('etag')).toBe('"2"');
    expect(answer.json).toMatchObject({ title: 'Gewijzigd', version: 2 });
  });
});
