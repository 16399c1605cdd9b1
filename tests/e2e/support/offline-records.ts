import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from './test';
import type { Event } from '../../../server/contracts/event';
import type { Newsletter } from '../../../server/contracts/newsletter';
import type { Page as InfoPage } from '../../../server/contracts/page';
import { adminHeaders, type Club } from './club';
import { storedImageUuids } from './offline';

// Records the offline spec makes and reads over the admin API, and the images it leaves behind.

/** A walk far ahead and not own: it never becomes the home page's next own walk. */
export async function createWalk(request: APIRequestContext, name: string, published = false): Promise<Event> {
  const headers = await adminHeaders(request);
  const created = await request.post('/admin/api/events/walking', {
    headers,
    multipart: { eventData: JSON.stringify({ name, startDateTime: '2031-09-14T09:00', own: false }) },
  });
  expect(created.status()).toBe(201);
  const walk = (await created.json()) as Event;
  if (!published) return walk;
  const answer = await request.patch(`/admin/api/events/${walk.id}/publish`, { headers, data: { published: true } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Event;
}

export async function getWalk(request: APIRequestContext, id: number): Promise<Event> {
  const response = await request.get(`/admin/api/events/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Event;
}

export async function createInfoPage(request: APIRequestContext, title: string, link: string): Promise<InfoPage> {
  const created = await request.post('/admin/api/website-pages', {
    headers: await adminHeaders(request),
    data: { title, link, published: false },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as InfoPage;
}

export async function getInfoPage(request: APIRequestContext, id: number): Promise<InfoPage> {
  const response = await request.get(`/admin/api/website-pages/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InfoPage;
}

/** A published newsletter (so the edit form offers 'Verstuur'). */
export async function createPublishedNewsletter(request: APIRequestContext, title: string): Promise<Newsletter> {
  const headers = await adminHeaders(request);
  const created = await request.post('/admin/api/newsletters', {
    headers,
    data: { title, intro: '<p>Offline getest.</p>', outro: '', blocks: [] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as Newsletter;
  const published = await request.patch(`/admin/api/newsletters/${id}/publish`, { headers, data: { published: true } });
  expect(published.ok()).toBe(true);
  return (await published.json()) as Newsletter;
}

/** Another admin renames the walk over the API meanwhile (no If-Match: it simply wins). */
export async function renameOverApi(request: APIRequestContext, walk: Pick<Event, 'id'>, name: string): Promise<Event> {
  const response = await request.patch(`/admin/api/events/${walk.id}`, {
    headers: await adminHeaders(request),
    // A PATCH merges over the stored walk: the name alone changes.
    multipart: { eventData: JSON.stringify({ name }) },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Event;
}

/** A list row by its record: the one whose Bewerken link goes to that record's form. */
export const rowOf = (page: Page, editPath: string) =>
  page.getByRole('row').filter({ has: page.locator(`a[href="${editPath}"]`) });

/** The club server's image records (its DATA_DIR/images.json), by uuid. */
function storedImageIds(club: Club): Map<string, number> {
  const file = JSON.parse(readFileSync(path.join(club.dataDir, 'images.json'), 'utf8')) as {
    records: { id: number; uuid: string }[];
  };
  return new Map(file.records.map((image) => [image.uuid, image.id]));
}

/** Deletes every image stored since `before` (storedImageUuids() then), used by a record or not. */
export async function removeImagesSince(
  request: APIRequestContext,
  club: Club,
  before: readonly string[],
): Promise<void> {
  const headers = await adminHeaders(request);
  const ids = storedImageIds(club);
  for (const uuid of storedImageUuids(club).filter((candidate) => !before.includes(candidate))) {
    const id = ids.get(uuid);
    if (id !== undefined) await request.delete(`/admin/api/images/${id}`, { headers });
  }
}
