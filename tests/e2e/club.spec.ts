import { expect, test, type Locator, type Page } from './support/test';
import { adminHeaders, clubName } from './support/club';
import { axeViolations } from './support/page-checks';
import { renderedInBrowser } from './support/server-render';

type PublicMember = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  uploadcareImage: { cdnUrl: string } | null;
  boardTitle?: string | null;
  euraudaxTitle?: string | null;
};
type AdminMember = PublicMember & {
  dateOfBirth: string | null;
  address: { street: string | null; houseNumber: string | null } | null;
};
type WalkCard = { id: number; name: string };

// Script errors on any of these pages fail the test that caused them.
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

const fullName = (member: PublicMember) => `${member.firstName} ${member.lastName}`;

/** The card of one person inside a section, found by the name in its heading. */
function personCard(section: Locator, member: PublicMember): Locator {
  return section.getByRole('article').filter({ has: section.page().getByRole('heading', { name: fullName(member) }) });
}

/** Photo with the full name as alt text, or the decorative placeholder icon. */
async function expectPhotoOrPlaceholder(card: Locator, member: PublicMember) {
  if (member.uploadcareImage) {
    await expect(card.getByRole('img', { name: fullName(member) })).toHaveAttribute(
      'src',
      new RegExp(`^${member.uploadcareImage.cdnUrl}`),
    );
  } else {
    await expect(card.getByTestId('person-placeholder')).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
  }
}

async function expectContactLinks(card: Locator, member: PublicMember) {
  if (member.email) {
    await expect(card.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
  }
  if (member.phoneNumber) {
    const digits = member.phoneNumber.replace(/[^\d+]/g, '');
    await expect(card.getByRole('link', { name: member.phoneNumber })).toHaveAttribute('href', `tel:${digits}`);
  }
}

async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page, `${label}`)).toEqual([]);
}

test('/leden toont het bestuur met foto, functie, e-mail en telefoon', async ({ page, request }) => {
  const board = (await (await request.get('/api/members/board')).json()) as PublicMember[];
  expect(board.length).toBeGreaterThan(0);
  await page.goto('/leden');

  await expect(page).toHaveTitle(`Onze Leden en Bestuur | ${clubName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze Leden en Bestuur');
  await expect(page.getByText(/in 2025 opgericht/)).toBeVisible();
  const section = page.getByRole('region', { name: 'Bestuur' });
  await expect(section.getByRole('article')).toHaveCount(board.length);
  for (const member of board) {
    const card = personCard(section, member);
    await expect(card).toHaveCount(1);
    if (member.boardTitle) await expect(card).toContainText(member.boardTitle);
    await expectPhotoOrPlaceholder(card, member);
    await expectContactLinks(card, member);
  }
});

test('/leden toont de helpers met naam en functie', async ({ page, request }) => {
  const aids = (await (await request.get('/api/members/aids')).json()) as PublicMember[];
  // The demo club has helpers; this check keeps the test honest if the seed ever changes.
  expect(aids.length).toBeGreaterThan(0);
  await page.goto('/leden');

  const section = page.getByRole('region', { name: 'Helpers' });
  await expect(section.getByRole('article')).toHaveCount(aids.length);
  for (const aid of aids) {
    const card = personCard(section, aid);
    if (aid.boardTitle) await expect(card).toContainText(aid.boardTitle);
    await expectPhotoOrPlaceholder(card, aid);
  }
});

test('een nieuwe helper zonder foto verschijnt met het plaatshouder-icoon', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/admin/api/members', {
    headers,
    data: {
      firstName: 'Hanne',
      lastName: 'Zonderfoto',
      role: 'AID',
      boardTitle: 'Koffiedienst',
      email: 'hanne@example.be',
    },
  });
  expect(created.status()).toBe(201);
  const helper = (await created.json()) as PublicMember;
  try {
    await page.goto('/leden');
    const card = personCard(page.getByRole('region', { name: 'Helpers' }), helper);
    await expect(card).toContainText('Koffiedienst');
    await expectPhotoOrPlaceholder(card, { ...helper, uploadcareImage: null });
    // Helpers show name and title only, no contact details.
    await expect(card.getByRole('link')).toHaveCount(0);
  } finally {
    await request.delete(`/admin/api/members/${helper.id}`, { headers });
  }
});

test('zonder helpers verdwijnt de sectie "Helpers"', async ({ page }) => {
  await renderedInBrowser(page);
  await page.route('**/api/members/aids', (route) => route.fulfill({ json: [] }));
  await page.goto('/leden');

  await expect(page.getByRole('heading', { name: 'Bestuur', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Onze leden', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Helpers' })).toHaveCount(0);
});

test('/leden toont het ledenaantal en de vaste cijfers, en "Word lid" leidt naar /lidworden', async ({
  page,
  request,
}) => {
  const count = (await (await request.get('/api/members/count')).json()) as number;
  expect(count).toBeGreaterThan(0);
  await page.goto('/leden');

  const stats = page.getByRole('region', { name: 'Onze leden' });
  const memberStat = stats.getByRole('listitem').filter({ hasText: `Leden ${clubName}` });
  await expect(memberStat.getByText(String(count), { exact: true })).toBeVisible();
  await expect(
    stats.getByRole('listitem').filter({ hasText: 'Stichtende leden' }).getByText('8', { exact: true }),
  ).toBeVisible();
  await expect(
    stats.getByRole('listitem').filter({ hasText: 'Medewerkers en vrijwilligers' }).getByText('50+', { exact: true }),
  ).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Wil je lid worden?' })).toBeVisible();
  await page.getByRole('link', { name: 'Word lid' }).click();
  await expect(page).toHaveURL('/lidworden');
});

test('/leden toont geen persoonsgegevens van het bestuur', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const board = (await (await request.get('/admin/api/members/role/BOARDMEMBER', { headers })).json()) as AdminMember[];
  expect(board.length).toBeGreaterThan(0);
  await page.goto('/leden');
  await expect(page.getByRole('region', { name: 'Bestuur' }).getByRole('article')).toHaveCount(board.length);

  const html = await page.content();
  for (const member of board) {
    if (member.dateOfBirth) {
      expect(html).not.toContain(member.dateOfBirth);
      expect(html).not.toContain(new Date(member.dateOfBirth).toLocaleDateString('nl-BE'));
    }
    if (member.address?.street) expect(html).not.toContain(`${member.address.street} ${member.address.houseNumber}`);
  }
});

test('/euraudax toont de ploeg, de tochten en de geschiedenis', async ({ page, request }) => {
  const members = (await (await request.get('/api/members/euraudax')).json()) as PublicMember[];
  const walks = (await (await request.get('/api/events/euraudax')).json()) as WalkCard[];
  expect(members.length).toBeGreaterThan(0);
  expect(walks.length).toBeGreaterThan(0);
  await page.goto('/euraudax');

  await expect(page).toHaveTitle(`Euraudax | ${clubName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Euraudax');
  const crew = page.getByRole('region', { name: 'Onze Euraudax-ploeg' });
  await expect(crew.getByRole('article')).toHaveCount(members.length);
  for (const member of members) {
    const card = personCard(crew, member);
    if (member.euraudaxTitle) await expect(card).toContainText(member.euraudaxTitle);
    await expectPhotoOrPlaceholder(card, member);
    await expectContactLinks(card, member);
  }

  const tours = page.getByRole('region', { name: 'Euraudax-tochten' });
  await expect(tours.getByRole('article')).toHaveCount(walks.length);
  for (const walk of walks) await expect(tours.getByRole('link', { name: walk.name })).toBeVisible();

  const history = page.getByRole('region', { name: 'Onze geschiedenis' });
  await expect(history).toContainText('1982');
  await expect(history).toContainText('1983');

  const [walk] = walks;
  await tours.getByRole('link', { name: walk!.name }).click();
  await expect(page).toHaveURL(`/wandeltochten/${walk!.id}`);
});

test('/euraudax toont een fout bij het laden in het rood', async ({ page }) => {
  await renderedInBrowser(page);
  await page.route('**/api/members/euraudax', (route) => route.abort());
  await page.goto('/euraudax');
  const alert = page.getByRole('region', { name: 'Onze Euraudax-ploeg' }).getByRole('alert');
  await expect(alert).toContainText('Geen verbinding met de server');
  // Red: clearly more red than green or blue in the text colour.
  const [red, green, blue] = (await alert.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
  expect(red).toBeGreaterThan(green! + 60);
  expect(red).toBeGreaterThan(blue! + 60);

  // A server answer with a message: that message is shown as is.
  await page.unroute('**/api/members/euraudax');
  await page.route('**/api/members/euraudax', (route) =>
    route.fulfill({ status: 503, json: { message: 'De ledenlijst is even niet beschikbaar.' } }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('De ledenlijst is even niet beschikbaar.');
});

test('/leden en /euraudax zijn toegankelijk (axe-core), ook op een smalle telefoon', async ({ page }) => {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/leden');
    await expect(page.getByRole('region', { name: 'Helpers' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, `${width}px /leden`);

    await page.goto('/euraudax');
    await expect(page.getByRole('region', { name: 'Euraudax-tochten' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Onze Euraudax-ploeg' }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, `${width}px /euraudax`);
  }
});
