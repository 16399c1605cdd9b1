import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Event } from '../../server/contracts/event';
import type { Page as InfoPage } from '../../server/contracts/page';
import { loginAsAdmin, removeCreatedAfterAll, signInWithToken, testImage } from './support/admin';
import { adminHeaders } from './support/club';
import {
  anyPendingCount,
  expectImageLoaded,
  outboxSize,
  pendingCountText,
  persistentBrowser,
  storedImageUuids,
  waitForServiceWorker,
} from './support/offline';
import { axeViolations, watchPageErrors } from './support/page-checks';

// ARCHITECTURE.md "Offline", issue 6 "Must show" 3 and 4: admin writes made offline wait in the
// IndexedDB outbox, survive a closed browser, reach the server exactly once when the connection is
// back, and a conflict is the admin's to decide. Everything this spec adds is removed afterwards.
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
removeCreatedAfterAll('/admin/api/events');
removeCreatedAfterAll('/admin/api/website-pages');
removeCreatedAfterAll('/admin/api/members');

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function createWalk(request: APIRequestContext, name: string, published = false): Promise<Event> {
  const headers = await adminHeaders(request);
  const created = await request.post('/admin/api/events/walking', {
    headers,
    // Far ahead and not own: it never becomes the home page's next own walk.
    multipart: { eventData: JSON.stringify({ name, startDateTime: '2031-09-14T09:00', own: false }) },
  });
  expect(created.status()).toBe(201);
  const walk = (await created.json()) as Event;
  if (!published) return walk;
  const answer = await request.patch(`/admin/api/events/${walk.id}/publish`, { headers, data: { published: true } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Event;
}

async function getWalk(request: APIRequestContext, id: number): Promise<Event> {
  const response = await request.get(`/admin/api/events/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Event;
}

async function getInfoPage(request: APIRequestContext, id: number): Promise<InfoPage> {
  const response = await request.get(`/admin/api/website-pages/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as InfoPage;
}

/** Another admin renames the walk over the API meanwhile (no If-Match: it simply wins). */
async function renameOverApi(request: APIRequestContext, walk: Pick<Event, 'id'>, name: string): Promise<Event> {
  const response = await request.patch(`/admin/api/events/${walk.id}`, {
    headers: await adminHeaders(request),
    multipart: {
      // A PATCH merges over the stored walk: the name alone changes.
      eventData: JSON.stringify({ name }),
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Event;
}

/** A list row by its record: the one whose Bewerken link goes to that record's form. */
const rowOf = (page: Page, editPath: string) =>
  page.getByRole('row').filter({ has: page.locator(`a[href="${editPath}"]`) });

async function renameInForm(page: Page, walkId: number, name: string) {
  const field = page.getByRole('textbox', { name: 'Naam', exact: true });
  await expect(field).toBeVisible();
  await field.fill(name);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // As after any save: back to the list with its banner.
  await expect(page).toHaveURL(/\/admin\/wandeltochten$/);
  await expect(rowOf(page, `/admin/wandeltochten/edit/${walkId}`)).toBeVisible();
}

test('offline: hernoemen, publiceren en een foto toevoegen wachten, overleven een herstart en komen precies één keer aan', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const id = stamp();
  const walkA = await createWalk(request, `Offline tocht A ${id}`);
  const walkB = await createWalk(request, `Offline tocht B ${id}`, true);
  const headers = await adminHeaders(request);
  const createdPage = await request.post('/admin/api/website-pages', {
    headers,
    data: { title: `Offline pagina ${id}`, link: `offline-pagina-${id}`, published: false },
  });
  expect(createdPage.status()).toBe(201);
  const pageP = (await createdPage.json()) as InfoPage;
  const imagesBefore = storedImageUuids();
  const renamedA = `Hernoemd offline ${id}`;

  const profile = persistentBrowser();
  try {
    let context = await profile.launch();
    let page = context.pages()[0] ?? (await context.newPage());
    let errors = watchPageErrors(page);

    // Online once: the shell and chunks (service worker) and the records (IndexedDB) are kept.
    await loginAsAdmin(page);
    await waitForServiceWorker(page);
    await page.goto('/admin/wandeltochten');
    await expect(rowOf(page, `/admin/wandeltochten/edit/${walkA.id}`)).toBeVisible();
    await page.goto('/admin/info');
    await expect(rowOf(page, `/admin/info/${pageP.id}`)).toBeVisible();
    for (const walk of [walkA, walkB]) {
      await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
      await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(walk.name);
    }

    await context.setOffline(true);

    // 1. Rename walk A.
    await page.goto(`/admin/wandeltochten/edit/${walkA.id}`);
    await renameInForm(page, walkA.id, renamedA);

    // 2. Flip info page P's published switch in the list.
    await page.goto('/admin/info');
    const switchP = page.getByRole('switch', { name: `Gepubliceerd: ${pageP.title}` });
    await expect(switchP).toHaveAttribute('aria-checked', 'false');
    await switchP.click();
    await expect(switchP).toHaveAttribute('aria-checked', 'true');

    // 3. Add a photo to walk B: kept as a blob, previewed by the service worker, saved with the walk.
    await page.goto(`/admin/wandeltochten/edit/${walkB.id}`);
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(walkB.name);
    await page
      .getByLabel("Foto's toevoegen")
      .setInputFiles(await testImage('offline-foto.jpg', { r: 200, g: 40, b: 90 }));
    const preview = page.getByRole('img', { name: `Foto ${walkB.photobook.length + 1}`, exact: true });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten$/);

    // The header counts the three; the rows say they wait.
    await expect(page.getByText(pendingCountText(3), { exact: true })).toBeVisible();
    const rowA = rowOf(page, `/admin/wandeltochten/edit/${walkA.id}`);
    await expect(rowA).toContainText(renamedA);
    await expect(rowA.getByText('Wacht op verbinding', { exact: true })).toBeVisible();
    await expect(
      rowOf(page, `/admin/wandeltochten/edit/${walkB.id}`).getByText('Wacht op verbinding', { exact: true }),
    ).toBeVisible();
    expect(await axeViolations(page, 'wandeltochten offline')).toEqual([]);
    await page.goto('/admin/info');
    await expect(
      rowOf(page, `/admin/info/${pageP.id}`).getByText('Wacht op verbinding', { exact: true }),
    ).toBeVisible();
    expect(await outboxSize(page)).toBe(3);
    // Nothing reached the server.
    expect((await getWalk(request, walkA.id)).name).toBe(walkA.name);
    expect((await getInfoPage(request, pageP.id)).published).toBe(false);
    expect(errors).toEqual([]);

    // Closed and opened again with the same storage, still offline: the three still wait.
    await context.close();
    context = await profile.launch();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    errors = watchPageErrors(page);
    await page.goto('/admin/wandeltochten');
    await expect(page.getByText(pendingCountText(3), { exact: true })).toBeVisible();

    // Back online: the outbox replays, each write once.
    await context.setOffline(false);
    await expect
      .poll(async () => (await getWalk(request, walkA.id)).name, { timeout: 30_000, message: 'walk A renamed' })
      .toBe(renamedA);
    await expect
      .poll(async () => (await getInfoPage(request, pageP.id)).published, { message: 'page P published' })
      .toBe(true);
    await expect
      .poll(async () => (await getWalk(request, walkB.id)).photobook.length, { message: 'photo on walk B' })
      .toBe(walkB.photobook.length + 1);
    await expect(page.getByText(anyPendingCount)).toHaveCount(0);
    expect(await outboxSize(page)).toBe(0);

    // Exactly once: each record one version further, one new image stored.
    const [afterA, afterP, afterB] = [
      await getWalk(request, walkA.id),
      await getInfoPage(request, pageP.id),
      await getWalk(request, walkB.id),
    ];
    expect(afterA.version).toBe(walkA.version + 1);
    expect(afterP.version).toBe(pageP.version + 1);
    expect(afterB.version).toBe(walkB.version + 1);
    const newImages = storedImageUuids().filter((uuid) => !imagesBefore.includes(uuid));
    expect(newImages).toHaveLength(1);
    const photo = afterB.photobook.at(-1);
    expect(photo?.uuid).toBe(newImages[0]);
    expect(photo?.cdnUrl).toBe(`/media/${newImages[0]}/`);

    // The photo shows on walk B's public page.
    await page.goto(`/wandeltochten/${walkB.id}`);
    await expect(page.getByRole('heading', { level: 1, name: walkB.name })).toBeVisible();
    await expectImageLoaded(page, `img[src*="${newImages[0]}"]`);
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    profile.remove();
    // The uploaded photo goes too (the walks and page go with removeCreatedAfterAll).
    const photo = (await getWalk(request, walkB.id)).photobook.find((image) => !imagesBefore.includes(image.uuid));
    if (photo) {
      await request.patch(`/admin/api/events/${walkB.id}`, {
        headers,
        multipart: { eventData: JSON.stringify({ photobook: [] }) },
      });
      await request.delete(`/admin/api/images/${photo.id}`, { headers });
    }
  }
});

test('conflict: de tocht wijzigde op de server terwijl de admin offline werkte; beide keuzes', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  const id = stamp();
  const walk = await createWalk(request, `Conflicttocht ${id}`);
  await signInWithToken(page, request);
  await page.goto('/admin/wandeltochten');
  await waitForServiceWorker(page);

  const offlineEdit = async (mine: string, theirs: string) => {
    await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toBeVisible();
    await context.setOffline(true);
    await renameInForm(page, walk.id, mine);
    await expect(page.getByText(pendingCountText(1), { exact: true })).toBeVisible();
    const server = await renameOverApi(request, walk, theirs);
    await context.setOffline(false);
    const dialog = page.getByRole('dialog').filter({ hasText: 'Mijn versie behouden' });
    await expect(dialog).toBeVisible({ timeout: 25_000 });
    await expect(dialog).toContainText(mine);
    await expect(dialog).toContainText(theirs);
    await expect(dialog.getByRole('button', { name: 'Serverversie gebruiken' })).toBeVisible();
    return { dialog, server };
  };

  // Keep mine: sent again on top of the server's version.
  const mine = `Admin-naam ${id}`;
  const first = await offlineEdit(mine, `Server-naam ${id}`);
  expect(await axeViolations(page, 'conflictvenster')).toEqual([]);
  await first.dialog.getByRole('button', { name: 'Mijn versie behouden' }).click();
  await expect(first.dialog).toBeHidden();
  await expect.poll(async () => (await getWalk(request, walk.id)).name).toBe(mine);
  expect((await getWalk(request, walk.id)).version).toBe(first.server.version + 1);
  await expect(page.getByText(anyPendingCount)).toHaveCount(0);

  // Use the server's: the queued change is dropped, the server keeps the other admin's name.
  const theirs = `Server-naam twee ${id}`;
  const second = await offlineEdit(`Admin-naam twee ${id}`, theirs);
  await second.dialog.getByRole('button', { name: 'Serverversie gebruiken' }).click();
  await expect(second.dialog).toBeHidden();
  await expect(page.getByText(anyPendingCount)).toHaveCount(0);
  expect(await outboxSize(page)).toBe(0);
  const stored = await getWalk(request, walk.id);
  expect(stored.name).toBe(theirs);
  expect(stored.version).toBe(second.server.version);
  expect(errors).toEqual([]);
});

test('offline geweigerd: admin maken heeft een verbinding nodig en wacht niet', async ({ page, context, request }) => {
  const errors = watchPageErrors(page);
  const id = stamp();
  const headers = await adminHeaders(request);
  const created = await request.post('/admin/api/members', {
    headers,
    data: { firstName: 'Offline', lastName: `Kandidaat ${id}`, email: `offline-${id}@e2e.test` },
  });
  expect(created.ok()).toBe(true);
  const member = (await created.json()) as { id: number; firstName: string; lastName: string };
  const name = `${member.firstName} ${member.lastName}`;

  await signInWithToken(page, request);
  await page.goto('/admin/settings');
  await waitForServiceWorker(page);
  const promote = page.getByRole('button', { name: `Maak admin: ${name}` });
  await expect(promote).toBeVisible();

  await context.setOffline(true);
  await promote.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Wijzigen van de adminrechten mislukt' });
  await expect(alert).toBeVisible();
  // The engine's sentence follows: this needs a connection.
  await expect(alert).toContainText(/verbinding/i);
  expect(await outboxSize(page)).toBe(0);
  await expect(page.getByText(anyPendingCount)).toHaveCount(0);

  await context.setOffline(false);
  const admins = await request.get('/admin/api/members/admins', { headers });
  expect((await admins.json()) as number[]).not.toContain(member.id);
  expect(errors).toEqual([]);
});
