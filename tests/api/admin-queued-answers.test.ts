import { afterEach, describe, expect, it } from 'vitest';
import type { Event as Walk, Image, Newsletter, Page } from '../../server/contracts';
import { toPhotobookImages, type PhotobookImage } from '../../web/admin/components/photobook-editor';
import { queuedPublish } from '../../web/admin/features/newsletters/api/publish-newsletter';
import { queuedNewsletter, type NewsletterInput } from '../../web/admin/features/newsletters/api/save-newsletter';
import { pageBody, queuedPage, type PageFormValues } from '../../web/admin/features/pages/api/save-page';
import { eventData, queuedWalk } from '../../web/admin/features/walks/api/save-walk';
import { emptyWalkValues, walkValues, type WalkFormValues } from '../../web/admin/features/walks/walk-form-values';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage } from '../helpers/factories';

// A write made offline waits in the outbox and the screen shows the builder's answer (whenQueued)
// until the replay; here the same write goes to the real server, and what the screens show of the
// record must be what the server answers.

let server: TestServer;
afterEach(() => server?.close());

async function start(): Promise<{ admin: AdminSession; images: Image[] }> {
  server = await startTestServer();
  const admin = await createAdmin(server);
  const images: Image[] = [];
  for (const name of ['een.jpg', 'twee.jpg', 'drie.jpg']) {
    const { id, uuid, fileName } = await makeImage(server.store, server.config.uploadsDir, name);
    images.push({ id, uuid, cdnUrl: `/media/${uuid}/`, fileName });
  }
  return { admin, images };
}

/** A photo the admin gave by typing its URL: no id, the server resolves it. */
const typed = (image: Image, suffix = '300x300.jpg'): PhotobookImage => ({
  key: `typed-${image.uuid}`,
  cdnUrl: `${image.cdnUrl}${suffix}`,
});

const photos = (images: readonly Image[]) => images.map(({ id, uuid, cdnUrl }) => ({ id, uuid, cdnUrl }));

function walkForm(values: WalkFormValues, walk: Walk | null): FormData {
  const form = new FormData();
  form.append('eventData', JSON.stringify(eventData(values, walk)));
  return form;
}

/** The fields the walk list and form show. */
const shownWalk = (walk: Walk) => ({
  name: walk.name,
  intro: walk.intro,
  startDateTime: walk.startDateTime,
  endTime: walk.endTime,
  distances: walk.distances,
  countParticipants: walk.countParticipants,
  own: walk.own,
  euraudax: walk.euraudax,
  published: walk.published,
  banner: walk.banner && { id: walk.banner.id, uuid: walk.banner.uuid, cdnUrl: walk.banner.cdnUrl },
  photobookUuids: walk.photobook.map((image) => image.uuid),
  address: walk.location && { street: walk.location.street, city: walk.location.city },
});

describe('queued answers match the server', () => {
  it('a new walk and an edit of it (banner by id, photos by id and by typed URL, twice the same)', async () => {
    const { admin, images } = await start();
    const [one, two, three] = images as [Image, Image, Image];
    const values: WalkFormValues = {
      ...emptyWalkValues(),
      name: '  Nieuwe tocht ',
      startDateTime: '2031-05-02T09:30:45',
      endTime: '17:00',
      distances: '6, 12',
      countParticipants: '40',
      own: true,
      banner: one,
      photobook: [...toPhotobookImages([two]), typed(three)],
    };
    const created = await admin.request('/admin/api/events/walking', { method: 'POST', body: walkForm(values, null) });
    expect(created.status, created.text).toBe(201);
    const walk = created.json as Walk;
    expect(shownWalk(queuedWalk(values, null))).toEqual(shownWalk(walk));

    // Reopened: the typed photo is now the server's; the admin types another URL of one already there.
    const edited: WalkFormValues = {
      ...walkValues(walk),
      name: 'Hernoemde tocht',
      countParticipants: '',
      banner: three,
      photobook: [...toPhotobookImages(walk.photobook), typed(one, ''), typed(two)],
      location: { ...walkValues(walk).location, street: 'Markt', city: 'Torhout' },
    };
    const queued = queuedWalk(edited, walk);
    const saved = await admin.request(`/admin/api/events/${walk.id}`, {
      method: 'PATCH',
      headers: { 'If-Match': `"${walk.version}"` },
      body: walkForm(edited, walk),
    });
    expect(saved.status, saved.text).toBe(200);
    const answer = saved.json as Walk;
    expect(shownWalk(queued)).toEqual(shownWalk(answer));
    // Ids of photos the record held are known; the newly typed one (`one`) is the server's to name.
    expect(photos(queued.photobook)).toEqual([
      ...photos(answer.photobook.slice(0, 2)),
      { id: 0, uuid: one.uuid, cdnUrl: one.cdnUrl },
    ]);
    expect(photos(answer.photobook)).toEqual(photos([two, three, one]));
    // The next save made from the queued answer names the unresolved photo by its URL again.
    expect(eventData(walkValues(queued), queued).photobook).toEqual([two.id, three.id, one.cdnUrl]);
  });

  it('an info page: link without leading slashes, photos by id and by typed URL', async () => {
    const { admin, images } = await start();
    const [one, two] = images as [Image, Image];
    const values: PageFormValues = {
      title: ' Over ons ',
      link: '//over-ons',
      metaDescription: ' Wie we zijn ',
      contentHtml: '<p>Hallo</p>',
      published: true,
      photobook: [...toPhotobookImages([one]), typed(two)],
    };
    const created = await admin.request('/admin/api/website-pages', { method: 'POST', body: pageBody(values) });
    expect(created.status, created.text).toBe(201);
    const page = created.json as Page;
    const queued = queuedPage(values, undefined);
    const shown = (record: Page) => ({
      title: record.title,
      link: record.link,
      metaDescription: record.metaDescription,
      published: record.published,
      photobook: record.photobook.map(({ uuid, cdnUrl }) => ({ uuid, cdnUrl })),
    });
    expect(shown(queued)).toEqual(shown(page));

    const edited: PageFormValues = { ...values, link: '/nieuwe-link', published: false, photobook: [typed(one)] };
    const saved = await admin.request(`/admin/api/website-pages/${page.id}`, {
      method: 'PATCH',
      headers: { 'If-Match': `"${page.version}"` },
      body: pageBody(edited),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(shown(queuedPage(edited, page))).toEqual(shown(saved.json as Page));
    // A photo the page held keeps its id in the queued answer.
    expect(queuedPage(edited, page).photobook.map((image) => image.id)).toEqual([one.id]);
  });

  it('a newsletter save and publish', async () => {
    const { admin, images } = await start();
    const input: NewsletterInput = {
      title: ' Lentebrief ',
      intro: '<p>Hallo</p>',
      outro: '<p>Tot dan</p>',
      blocks: [
        { id: null, imageId: images[0]!.uuid, text: '<p>Eerste</p>', order: null },
        { id: null, imageId: null, text: '<p>Tweede</p>', order: null },
      ],
    };
    const created = await admin.request('/admin/api/newsletters', { method: 'POST', body: input });
    expect(created.status, created.text).toBe(201);
    const newsletter = created.json as Newsletter;
    const shown = (record: Newsletter) => ({
      title: record.title,
      intro: record.intro,
      outro: record.outro,
      published: record.published,
      blocks: record.blocks.map(({ imageId, text, order }) => ({ imageId, text, order })),
    });
    expect(shown(queuedNewsletter(input, null))).toEqual(shown(newsletter));

    // The timestamps the list shows move on publish, on the server and in the queued answer.
    const before = { ...newsletter, updateTimestamp: '2000-01-01T00:00:00.000Z' };
    const published = await admin.request(`/admin/api/newsletters/${newsletter.id}/publish`, {
      method: 'PATCH',
      headers: { 'If-Match': `"${newsletter.version}"` },
      body: { published: true },
    });
    expect(published.status, published.text).toBe(200);
    const answer = published.json as Newsletter;
    const queued = queuedPublish(before, true);
    expect(shown(queued)).toEqual(shown(answer));
    expect(answer.updateTimestamp).toBeTruthy();
    expect(queued.updateTimestamp).not.toBe(before.updateTimestamp);
    expect(Number.isNaN(Date.parse(queued.updateTimestamp ?? ''))).toBe(false);
  });
});
