import { expect, test, type APIRequestContext } from './support/test';
import { clubName } from './support/club';
import { axeViolations, checkInTwoTabs } from './support/page-checks';
import { servedHead } from './support/served-head';

/** Every public route of SPEC §2, with real ids from the demo club. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const get = async <T>(path: string): Promise<T> => (await (await request.get(path)).json()) as T;
  const [ownWalk] = await get<{ id: number }[]>('/api/events/own/future');
  const [otherWalk] = await get<{ id: number }[]>('/api/events/past');
  const [newsletter] = await get<{ id: number }[]>('/api/newsletters');
  const [page] = await get<{ link: string }[]>('/api/website-pages');
  return [
    '/',
    '/leden',
    '/eigenwandeltochten',
    `/eigenwandeltochten/${ownWalk!.id}`,
    '/wandeltochten',
    `/wandeltochten/${otherWalk!.id}`,
    '/nieuwsbrieven',
    `/nieuwsbrieven/${newsletter!.id}`,
    '/euraudax',
    '/contact',
    '/lidworden',
    `/info/${page!.link}`,
    '/unsubscribe',
    '/deze/pagina/bestaat/niet',
  ];
}

for (const width of [1280, 320]) {
  test(`elke publieke pagina is toegankelijk (axe-core) en past op ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];

    await checkInTwoTabs(page, await publicRoutes(request), errors, async (tab, path) => {
      await tab.goto(path);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      // Wait until the page's data has arrived: no loading line left.
      await expect(tab.getByRole('status').filter({ hasText: /laden|Valideren/i })).toHaveCount(0);
      await tab.waitForLoadState('networkidle');

      // Every page names itself: a title of its own and a description, the same the server
      // wrote into the page for link previews, and each once.
      const served = await servedHead(request, path);
      await expect(tab).toHaveTitle(new RegExp(clubName));
      expect(served.title, path).toBe(await tab.title());
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', served.description ?? '');
      await expect(tab.locator('meta[name="description"]')).toHaveCount(1);
      await expect(tab.locator('head title')).toHaveCount(1);

      problems.push(...(await axeViolations(tab, path)));
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${path}: ${overflow}px breder dan het scherm`);
    });
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('de uitschrijfpagina wordt niet geïndexeerd, de andere pagina’s wel', async ({ page }) => {
  await page.goto('/unsubscribe?memberId=1&token=abc');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/wandeltochten');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
