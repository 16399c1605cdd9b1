import { expect, test, type BrowserContext, type Page } from './support/test';
import { loginAsAdmin, removeCreatedAfterAll, signInWithToken, testImage } from './support/admin';
import { adminHeaders } from './support/club';
import {
  anyPendingCount,
  expectImageLoaded,
  hasSavedRead,
  outboxSize,
  pendingCountText,
  persistentBrowser,
  storedImageUuids,
  waitForServiceWorker,
} from './support/offline';
import {
  createInfoPage,
  createPublishedNewsletter,
  createWalk,
  getInfoPage,
  getWalk,
  removeImagesSince,
  renameOverApi,
  rowOf,
} from './support/offline-records';
import { axeViolations, watchPageErrors } from './support/page-checks';

// ARCHITECTURE.md "Offline": admin writes made offline wait in the
// IndexedDB outbox, survive a closed browser, reach the server exactly once when the connection is
// back, and a conflict is the admin's to decide. Everything this spec adds is removed afterwards.
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
removeCreatedAfterAll('/admin/api/events');
removeCreatedAfterAll('/admin/api/website-pages');
removeCreatedAfterAll('/admin/api/members');
removeCreatedAfterAll('/admin/api/newsletters');

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function renameInForm(page: Page, walkId: number, name: string) {
  const field = page.getByRole('textbox', { name: 'Naam', exact: true });
  await expect(field).toBeVisible();
  await field.fill(name);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // As after any save: back to the list with its banner.
  await expect(page).toHaveURL(/\/admin\/wandeltochten$/);
  await expect(rowOf(page, `/admin/wandeltochten/edit/${walkId}`)).toBeVisible();
}

test('offline: hernoemen, publiceren, een foto en een banner wachten, overleven een herstart en komen precies één keer aan', async ({
  request,
  baseURL,
  club,
  csp,
}) => {
  test.setTimeout(90_000);
  const id = stamp();
  const walkA = await createWalk(request, `Offline tocht A ${id}`);
  const walkB = await createWalk(request, `Offline tocht B ${id}`, true);
  const pageP = await createInfoPage(request, `Offline pagina ${id}`, `offline-pagina-${id}`);
  const imagesBefore = storedImageUuids(club);
  const renamedA = `Hernoemd offline ${id}`;

  const profile = persistentBrowser(baseURL!, csp.watch);
  // Held out here so the finally can close a browser a failing step left open before the profile goes.
  let context: BrowserContext | undefined;
  try {
    context = await profile.launch();
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

    // 3. A photo and a banner for walk B: kept as blobs, previewed by the service worker, saved with the walk.
    await page.goto(`/admin/wandeltochten/edit/${walkB.id}`);
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(walkB.name);
    await page
      .getByLabel("Foto's toevoegen")
      .setInputFiles(await testImage('offline-foto.jpg', { r: 200, g: 40, b: 90 }));
    await expectImageLoaded(page, `img[alt="Foto ${walkB.photobook.length + 1}"]`);
    await page
      .getByLabel('Bannerafbeelding kiezen')
      .setInputFiles(await testImage('offline-banner.jpg', { r: 30, g: 90, b: 200 }));
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten$/);
    // Three writes: the header says so. The count follows IndexedDB after the save's blobs are
    // stored; on a busy CI machine (two cores, two workers) that took over 5 s once.
    await expect(page.getByText(pendingCountText(3), { exact: true })).toBeVisible({ timeout: 15_000 });

    // 4. Walk B again, still offline: the new banner shows (the stand-in) and a second save keeps it.
    await page.goto(`/admin/wandeltochten/edit/${walkB.id}`);
    const banner = page.getByRole('img', { name: 'Voorbeeld van de banner' });
    await expect(banner).toHaveAttribute('src', /^\/media\/pending\//);
    await expectImageLoaded(page, 'img[alt="Voorbeeld van de banner"]');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten$/);

    // The header counts the four; the rows say they wait.
    await expect(page.getByText(pendingCountText(4), { exact: true })).toBeVisible();
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
    expect(await outboxSize(page)).toBe(4);
    // Nothing reached the server.
    expect((await getWalk(request, walkA.id)).name).toBe(walkA.name);
    expect((await getInfoPage(request, pageP.id)).published).toBe(false);
    expect(errors).toEqual([]);

    // Closed and opened again with the same storage, still offline: the four still wait.
    await context.close();
    context = await profile.launch();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    errors = watchPageErrors(page);
    await page.goto('/admin/wandeltochten');
    await expect(page.getByText(pendingCountText(4), { exact: true })).toBeVisible();

    // Back online: the outbox replays, each write once.
    await context.setOffline(false);
    await expect
      .poll(async () => (await getWalk(request, walkA.id)).name, { timeout: 30_000, message: 'walk A renamed' })
      .toBe(renamedA);
    await expect
      .poll(async () => (await getInfoPage(request, pageP.id)).published, { message: 'page P published' })
      .toBe(true);
    await expect
      .poll(async () => (await getWalk(request, walkB.id)).version, { message: 'both saves of walk B' })
      .toBe(walkB.version + 2);
    await expect(page.getByText(anyPendingCount)).toHaveCount(0);
    expect(await outboxSize(page)).toBe(0);

    // Exactly once: each record as many versions further as it had writes, two new images stored.
    const [afterA, afterP, afterB] = [
      await getWalk(request, walkA.id),
      await getInfoPage(request, pageP.id),
      await getWalk(request, walkB.id),
    ];
    expect(afterA.version).toBe(walkA.version + 1);
    expect(afterP.version).toBe(pageP.version + 1);
    const newImages = storedImageUuids(club).filter((uuid) => !imagesBefore.includes(uuid));
    expect(newImages).toHaveLength(2);
    const photo = afterB.photobook.at(-1);
    expect(afterB.photobook).toHaveLength(walkB.photobook.length + 1);
    expect(newImages).toContain(photo?.uuid);
    expect(photo?.cdnUrl).toBe(`/media/${photo?.uuid}/`);
    // The second offline save named the new banner, so it stayed.
    expect(afterB.banner?.fileName).toBe('offline-banner.jpg');
    expect(newImages).toContain(afterB.banner?.uuid);

    // The photo shows on walk B's public page.
    await page.goto(`/wandeltochten/${walkB.id}`);
    await expect(page.getByRole('heading', { level: 1, name: walkB.name })).toBeVisible();
    await expectImageLoaded(page, `img[src*="${photo?.uuid}"]`);
    expect(errors).toEqual([]);
  } finally {
    await context?.close().catch(() => undefined);
    await profile.remove();
    // Every image the test stored goes, attached or not (the walks and page go with removeCreatedAfterAll).
    await removeImagesSince(request, club, imagesBefore);
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
  // The list is what the app shows offline after the save: kept before the test leaves the page.
  await expect.poll(() => hasSavedRead(page, '/admin/api/events')).toBe(true);

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

test('offline geweigerd: admin maken en een nieuwsbrief versturen zeggen meteen dat ze een verbinding nodig hebben', async ({
  page,
  context,
  request,
}) => {
  const errors = watchPageErrors(page);
  const id = stamp();
  const headers = await adminHeaders(request);
  const created = await request.post('/admin/api/members', {
    headers,
    data: { firstName: 'Offline', lastName: `Kandidaat ${id}`, email: `offline-${id}@e2e.test` },
  });
  expect(created.ok()).toBe(true);
  const member = (await created.json()) as { id: number; firstName: string; lastName: string };
  const newsletter = await createPublishedNewsletter(request, `Offline nieuwsbrief ${id}`);
  const hint = 'Alleen met een internetverbinding.';

  await signInWithToken(page, request);
  await page.goto(`/admin/nieuwsbrieven/${newsletter.id}`);
  await waitForServiceWorker(page);
  const send = page.getByRole('button', { name: 'Verstuur', exact: true });
  const testSend = page.getByRole('button', { name: 'Test versturen', exact: true });
  await expect(send).toBeVisible();
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');

  // The newsletter: both sends say at once they need the connection; a click asks nothing.
  await context.setOffline(true);
  for (const button of [send, testSend]) {
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(hint);
    // It keeps the focus (aria-disabled); Enter on it asks nothing.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(page.getByText(hint, { exact: true })).toBeVisible();
  expect(await axeViolations(page, 'nieuwsbrief offline')).toEqual([]);
  await context.setOffline(false);
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');

  // Admin rights (the tab 'Beheerders' of 'Instellingen'): the row's button says it, a click does nothing and nothing waits.
  await page.goto('/admin/settings?onderdeel=beheerders');
  const promote = page.getByRole('button', { name: `Maak admin: ${member.firstName} ${member.lastName}` });
  await expect(promote).toBeVisible();
  await context.setOffline(true);
  await expect(promote).toHaveAttribute('aria-disabled', 'true');
  await expect(promote).toHaveAccessibleDescription(hint);
  await promote.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await outboxSize(page)).toBe(0);
  await expect(page.getByText(anyPendingCount)).toHaveCount(0);
  expect(await axeViolations(page, 'beheer administrators offline')).toEqual([]);

  await context.setOffline(false);
  await expect(promote).not.toHaveAttribute('aria-disabled', 'true');
  const admins = await request.get('/admin/api/members/admins', { headers });
  expect((await admins.json()) as number[]).not.toContain(member.id);
  const stored = await request.get(`/admin/api/newsletters/${newsletter.id}`, { headers });
  expect(((await stored.json()) as { version: number }).version).toBe(newsletter.version);
  expect(errors).toEqual([]);
});
