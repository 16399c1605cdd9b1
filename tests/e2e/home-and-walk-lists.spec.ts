import { expect, test } from './support/test';
import { clubName } from './support/club';
import { watchPageErrors } from './support/page-checks';
import { renderedInBrowser } from './support/server-render';

type Location = {
  street: string | null;
  houseNumber: string | null;
  busNumber: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
};
type WalkCard = {
  id: number;
  name: string;
  startDateTime: string | null;
  distances: string | null;
  location: Location | null;
  banner: { cdnUrl: string } | null;
};

/** What the card must show: long month, day and year in the browser's locale (nl-BE in these tests). */
function cardDate(startDateTime: string): string {
  const [date] = startDateTime.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString('nl-BE', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

function joined(location: Location | null): string {
  if (!location) return 'N/A';
  const parts = [
    location.street,
    location.houseNumber,
    location.busNumber,
    location.city,
    location.postalCode,
    location.country,
  ];
  return parts.filter((part) => part && part.trim()).join(', ') || 'N/A';
}

test('de startpagina toont de held, de volgende eigen wandeltocht en de uitnodiging om lid te worden', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const next = (await (await request.get('/api/events/own/next')).json()) as WalkCard;
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
  await expect(page.getByRole('link', { name: 'Onze Wandeltochten' })).toHaveAttribute('href', '/eigenwandeltochten');
  await expect(page.getByRole('link', { name: 'Info', exact: true })).toHaveAttribute('href', '/info/geschiedenis');

  const section = page.getByRole('region', { name: 'Volgende Eigen Wandeltocht' });
  const card = section.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: next.name })).toBeVisible();
  await expect(card).toContainText(cardDate(next.startDateTime!));
  await expect(card).toContainText(joined(next.location));
  await expect(card.locator('.badge')).toHaveText(next.distances!);
  // The banner comes through a resized variant, with its size set.
  const banner = card.locator('img');
  await expect(banner).toHaveAttribute('src', `${next.banner!.cdnUrl}1280x1280.jpg`);
  await expect(banner).toHaveAttribute('width', /\d+/);
  await expect(banner).toHaveAttribute('height', /\d+/);
  // The intro is clamped to 2 lines.
  await expect(card.locator('.rich-text')).toHaveCSS('-webkit-line-clamp', '2');

  const join = page.getByRole('region', { name: 'Wil je lid worden?' });
  await expect(join).toContainText('Jong of oud, je bent welkom bij de Houtlandstappers.');
  await join.getByRole('link', { name: 'Word lid' }).click();
  await expect(page).toHaveURL('/lidworden');

  await page.goBack();
  // SPEC: clicking the next own walk opens JourneyDetail with its id.
  await page.getByRole('region', { name: 'Volgende Eigen Wandeltocht' }).getByRole('link', { name: next.name }).click();
  await expect(page).toHaveURL(`/wandeltochten/${next.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  expect(errors).toEqual([]);
});

test('de knoppen van de held openen de eigen wandeltochten en de geschiedenis', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Onze Wandeltochten' }).click();
  await expect(page).toHaveURL('/eigenwandeltochten');
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Info', exact: true }).click();
  await expect(page).toHaveURL('/info/geschiedenis');
});

for (const list of [
  { path: '/wandeltochten', api: '/api/events', title: `${clubName} op stap` },
  { path: '/eigenwandeltochten', api: '/api/events/own', title: 'Eigen Wandeltochten' },
]) {
  test(`${list.path} toont de toekomstige en afgelopen wandeltochten als kaarten`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const future = (await (await request.get(`${list.api}/future`)).json()) as WalkCard[];
    const past = (await (await request.get(`${list.api}/past`)).json()) as WalkCard[];
    expect(future.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    await page.goto(list.path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
    await expect(page).toHaveTitle(`${list.title} | ${clubName}`);
    for (const [name, walks] of [
      ['Toekomstige Wandeltochten', future],
      ['Afgelopen Wandeltochten', past],
    ] as const) {
      const cards = page.getByRole('region', { name }).getByRole('article');
      await expect(cards).toHaveCount(walks.length);
      // In the server's order: upcoming soonest first, past latest first.
      await expect(cards.getByRole('heading')).toHaveText(walks.map((walk) => walk.name));
      const first = walks[0]!;
      await expect(cards.first()).toContainText(first.startDateTime ? cardDate(first.startDateTime) : '');
      await expect(cards.first()).toContainText(joined(first.location));
    }

    const target = past[0]!;
    await page
      .getByRole('region', { name: 'Afgelopen Wandeltochten' })
      .getByRole('link', { name: target.name })
      .click();
    await expect(page).toHaveURL(`${list.path}/${target.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
    expect(errors).toEqual([]);
  });
}

test('de eigen wandeltochten zeggen wat je mag verwachten en wat je nodig hebt', async ({ page }) => {
  await page.goto('/eigenwandeltochten');
  await expect(page.getByRole('heading', { name: 'Wat te verwachten' })).toBeVisible();
  await expect(page.getByText('democratische prijzen')).toBeVisible();
  await expect(page.getByText('Bepijlde routes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wat heb je nodig' })).toBeVisible();
  await expect(page.getByText('Goed humeur.')).toBeVisible();
  await expect(page.getByText('Stevige wandelschoenen')).toBeVisible();
  await expect(page.getByText('Respect voor de vrijwilligers')).toBeVisible();
});

test('een mislukte lijst blijft leeg, zonder dat de pagina breekt', async ({ page }) => {
  const errors = watchPageErrors(page);
  await renderedInBrowser(page);
  await page.route('**/api/events/future', (route) => route.abort());
  await page.goto('/wandeltochten');
  await expect(
    page
      .getByRole('region', { name: 'Toekomstige Wandeltochten' })
      .getByText('Er zijn momenteel geen toekomstige wandeltochten gepland.'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Afgelopen Wandeltochten' }).getByRole('article').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
