import { expect, type Locator } from './support/test';
import { axeViolations, hydrated } from './support/page-checks';
import { detailPath, pick, publishedWalks, test, textOf } from './support/walks';

/** The photos the carousel shows now, in order, by position: 'Foto 2 van 5: …' gives 2. */
async function shownPhotos(gallery: Locator): Promise<number[]> {
  const names = await gallery
    .getByRole('button', { name: /^Foto \d+ van \d+/ })
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('img')?.alt ?? ''));
  return names.map((name) => Number(/^Foto (\d+)/.exec(name)?.[1]));
}

test("de carrousel toont 3 foto's en schuift rond; met 3 of minder geen knoppen", async ({ page, request }) => {
  const walks = await publishedWalks(request);
  const walk = pick(walks, "met meer dan 3 foto's", (candidate) => candidate.photobook.length > 3);
  const total = walk.photobook.length;
  await page.goto(detailPath(walk));
  const gallery = page.getByRole('region', { name: `Foto's: ${walk.name}` });
  await expect(gallery.getByRole('button', { name: `Foto 1 van ${total}: ${walk.name}` })).toBeVisible();
  expect(await shownPhotos(gallery)).toEqual([1, 2, 3]);

  await hydrated(gallery.getByRole('button', { name: "Volgende foto's" }));
  await gallery.getByRole('button', { name: "Volgende foto's" }).click();
  await expect(gallery.getByRole('button', { name: new RegExp(`^Foto 4 van ${total}`) })).toBeVisible();
  expect(await shownPhotos(gallery)).toEqual([2, 3, 4]);
  await gallery.getByRole('button', { name: "Vorige foto's" }).click();
  await gallery.getByRole('button', { name: "Vorige foto's" }).click();
  await expect(gallery.getByRole('button', { name: new RegExp(`^Foto ${total} van ${total}`) })).toBeVisible();
  expect(await shownPhotos(gallery)).toEqual([total, 1, 2]);
  await gallery.getByRole('button', { name: "Volgende foto's" }).click();
  expect(await shownPhotos(gallery)).toEqual([1, 2, 3]);

  const few = pick(
    walks,
    "met 1 tot 3 foto's",
    (candidate) => candidate.photobook.length > 0 && candidate.photobook.length <= 3,
  );
  await page.goto(detailPath(few));
  const small = page.getByRole('region', { name: `Foto's: ${few.name}` });
  await expect(small.getByRole('button', { name: new RegExp(`^Foto 1 van ${few.photobook.length}`) })).toBeVisible();
  expect(await shownPhotos(small)).toEqual(few.photobook.map((_, index) => index + 1));
  await expect(small.getByRole('button', { name: /foto's$/ })).toHaveCount(0);
});

test('de lightbox opent, bladert rond, houdt de focus vast en sluit op drie manieren', async ({ page, request }) => {
  const walks = await publishedWalks(request);
  const walk = pick(walks, "met meer dan 3 foto's", (candidate) => candidate.photobook.length > 3);
  const total = walk.photobook.length;
  await page.goto(detailPath(walk));
  const opener = page.getByRole('button', { name: new RegExp(`^Foto 2 van ${total}`) });
  const dialog = page.getByRole('dialog', { name: `Foto's: ${walk.name}` });
  const caption = (position: number) => dialog.getByText(`Foto ${position} van ${total}`, { exact: true });

  await hydrated(opener);
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(caption(2)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  const big = dialog.getByRole('img', { name: `Foto 2 van ${total}: ${walk.name}` });
  await expect(big).toBeVisible();
  await expect.poll(() => big.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  await dialog.getByRole('button', { name: 'Vorige foto', exact: true }).click();
  await expect(caption(1)).toBeVisible();
  await dialog.getByRole('button', { name: 'Vorige foto', exact: true }).click();
  await expect(caption(total)).toBeVisible();
  await dialog.getByRole('button', { name: 'Volgende foto', exact: true }).click();
  await expect(caption(1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(caption(2)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(caption(1)).toBeVisible();

  const focusInDialog = () =>
    page.evaluate(
      () => Boolean(document.activeElement?.closest('dialog[open]')) && document.activeElement !== document.body,
    );
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus na ${key}`).toBe(true);
  }

  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // Beside the photo, in the dark area around it.
  await dialog.click({ position: { x: 4, y: 4 } });
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A click on the photo itself keeps it open.
  await opener.click();
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
});

test('de wandeltocht is toegankelijk (axe-core), ook op een smalle telefoon en met de lightbox open', async ({
  page,
  request,
}) => {
  // Six full axe runs, one over a map of tiles: more than the default 30 s on a slow machine.
  test.slow();
  const walks = await publishedWalks(request);
  const withMap = pick(walks, 'met kaart', (candidate) => candidate.location?.lat != null && !textOf(candidate.report));
  const withPhotos = pick(walks, "met meer dan 3 foto's", (candidate) => candidate.photobook.length > 3);
  const check = async (what: string) => {
    expect(await axeViolations(page, `${what}`)).toEqual([]);
  };

  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(detailPath(withMap));
    // The map loads as the walker scrolls near it.
    await page.getByRole('region', { name: 'Locatie' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Kaart van de startplaats' }).getByRole('img').first()).toBeVisible();
    await check(`${width}px kaart`);

    await page.goto(detailPath(withPhotos));
    await hydrated(page.getByRole('button', { name: /^Foto 1 van/ }));
    await page.getByRole('button', { name: /^Foto 1 van/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(`${width}px lightbox`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await check(`${width}px foto's`);
  }
});
