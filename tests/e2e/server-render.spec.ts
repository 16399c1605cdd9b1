import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './support/test';
import type { Newsletter, NewsletterSummary } from '../../server/contracts/newsletter';
import type { PageSummary } from '../../server/contracts/page';
import type { PublicBoardMember } from '../../server/contracts/member';
import { adminHeaders, clubName } from './support/club';
import { detailPath, pick, publishedWalks, textOf } from './support/walks';

/**
 * Every public page arrives rendered, with the data it was rendered from,
 * and the browser hydrates it without fetching that data again and without warnings.
 */

type Expectation = { path: string; texts: string[] };

/** The public pages of the demo club with texts each must carry in the HTML as the server sends it. */
async function publicPages(page: Page): Promise<Expectation[]> {
  const request = page.request;
  const walks = await publishedWalks(request);
  const own = pick(walks, 'van de club', (walk) => walk.list === 'own');
  const other = pick(walks, 'van een andere club', (walk) => walk.list === 'other');
  const newsletters = (await (await request.get('/api/newsletters')).json()) as NewsletterSummary[];
  const newsletter = (await (await request.get(`/api/newsletters/${newsletters[0]!.id}`)).json()) as Newsletter;
  const board = (await (await request.get('/api/members/board')).json()) as PublicBoardMember[];
  const pages = (await (await request.get('/api/website-pages')).json()) as PageSummary[];
  const info = pages[0]!;
  const ownUpcoming = (await (await request.get('/api/events/own/future')).json()) as { name: string }[];
  const firstBlock = newsletter.blocks.find((block) => textOf(block.text ?? '').length > 20);
  return [
    { path: '/', texts: [clubName, 'Volgende Eigen Wandeltocht', ownUpcoming[0]!.name] },
    { path: '/leden', texts: [board[0]!.firstName, board[0]!.lastName] },
    { path: '/eigenwandeltochten', texts: ['Eigen Wandeltochten', ...ownUpcoming.map((walk) => walk.name)] },
    { path: detailPath(own), texts: [own.name ?? '', own.location?.city ?? ''] },
    { path: '/wandeltochten', texts: [other.name ?? ''] },
    { path: detailPath(other), texts: [other.name ?? ''] },
    { path: '/nieuwsbrieven', texts: newsletters.map((item) => item.title) },
    {
      path: `/nieuwsbrieven/${newsletter.id}`,
      texts: [newsletter.title, textOf(firstBlock?.text ?? '').slice(0, 40)],
    },
    { path: '/euraudax', texts: ['Euraudax'] },
    { path: '/contact', texts: ['Contact'] },
    { path: '/lidworden', texts: ['Lid worden'] },
    { path: `/info/${info.link}`, texts: [info.title] },
  ];
}

/** The visible text of the HTML the server sent (before any script ran). */
async function servedText(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="route-data"'));
  return textOf(
    root
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

test.describe('public pages rendered on the server', () => {
  test('every public page carries its content in the HTML, and hydrates without fetching it again or a warning', async ({
    page,
  }) => {
    const expectations = await publicPages(page);
    for (const { path, texts } of expectations) {
      const served = await servedText(page, path);
      for (const text of texts) expect(served, `${path} bevat ${text}`).toContain(textOf(text));
    }

    const console: string[] = [];
    // The one warning the test itself causes: this context blocks the service worker (playwright.config.ts).
    const blockedWorker = /Service Worker registration blocked by Playwright|Service worker niet geregistreerd/;
    page.on('console', (message) => {
      const text = message.text();
      if ((message.type() === 'error' || message.type() === 'warning') && !blockedWorker.test(text)) {
        console.push(`${message.type()}: ${text}`);
      }
    });
    page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`));
    for (const { path, texts } of expectations) {
      const dataRequests: string[] = [];
      const onRequest = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) dataRequests.push(url.pathname);
      };
      page.on('request', onRequest);
      await page.goto(path);
      // Hydrated: React has taken over the server's HTML (its root carries React's own key).
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await expect(page.locator('main')).toContainText(textOf(texts[0] ?? ''));
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      expect(dataRequests, `${path}: opnieuw opgehaald`).toEqual([]);
    }
    expect(console).toEqual([]);
  });

  test('a page is made once and kept; a write that changes it makes it anew', async ({ request }) => {
    const timing = async (path: string) => {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      return { timing: answer.headers()['server-timing'] ?? '', html: await answer.text() };
    };
    // Made once (an earlier test may have made it already), then served as kept.
    await timing('/leden');
    const kept = await timing('/leden');
    expect(kept.timing).toBe('page;desc="kept"');
    const contact = await timing('/contact');
    expect(contact.timing).toBe('page;desc="kept"');

    // A new helper: the board page is made anew and shows them; so is every page (they share the data's revision).
    const headers = await adminHeaders(request);
    const created = await request.post('/admin/api/members', {
      headers,
      data: {
        firstName: 'Rinus',
        lastName: 'Weergave',
        role: 'AID',
        boardTitle: 'Bevoorrading',
        email: 'rinus@example.be',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      const fresh = await timing('/leden');
      expect(fresh.timing).toMatch(/^page;desc="rendered";dur=[\d.]+$/);
      expect(textOf(fresh.html)).toContain('Rinus Weergave');
      expect((await timing('/leden')).timing).toBe('page;desc="kept"');
    } finally {
      await request.delete(`/admin/api/members/${id}`, { headers });
    }
    expect(textOf((await timing('/leden')).html)).not.toContain('Rinus Weergave');

    // A page that does not exist is never kept: each one would fill the memory.
    for (let round = 0; round < 2; round++) {
      const missing = await request.get('/bestaat-niet');
      expect(missing.status()).toBe(404);
      expect(missing.headers()['server-timing']).toMatch(/desc="rendered"/);
    }
  });

  test('every page the server sends is valid HTML, as the W3C validator (vnu) reads it', async ({ page }) => {
    const paths = [
      ...(await publicPages(page)).map((expectation) => expectation.path),
      '/bestaat-niet',
      '/wandeltochten/999999',
      '/unsubscribe',
      '/admin/login',
    ];
    const folder = await mkdtemp(path.join(tmpdir(), 'club-vnu-'));
    try {
      const files: Record<string, string> = {};
      for (const [at, route] of paths.entries()) {
        const file = path.join(folder, `page-${at}.html`);
        await writeFile(file, await (await page.request.get(route)).text());
        files[`file:${file}`] = route;
      }
      const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
      const { stderr } = await promisify(execFile)(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', folder],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(stderr) as {
        messages: { type: string; subType?: string; url?: string; message: string; extract?: string }[];
      };
      expect(messages.length, 'vnu heeft de pagina’s gelezen').toBeGreaterThan(0);
      // Errors and warnings; the notes (info) are about React's '<meta … />', which HTML allows.
      const problems = messages
        .filter((message) => message.type !== 'info' || message.subType === 'warning')
        .map((message) => `${files[message.url ?? ''] ?? message.url}: ${message.message} (${message.extract ?? ''})`);
      expect(problems).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('with JavaScript off the pages read and their links work', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
    await expect(page.getByRole('heading', { name: 'Volgende Eigen Wandeltocht' })).toBeVisible();
    // A walk card leads to its detail, itself rendered.
    const card = page.locator('.next-walk a').first();
    const name = (await card.textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/wandeltochten\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The navbar's links, on a desktop width.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Bestuur' }).click();
    await expect(page).toHaveURL(/\/leden$/);
    await expect(page.getByRole('heading', { name: 'Bestuur' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Nieuwsbrieven' }).first().click();
    await expect(page.locator('main article, main li').first()).toBeVisible();
    await context.close();
  });

  test('with JavaScript off the menu opens on a phone too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseURL!,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const contact = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' });
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await context.close();
  });
});
