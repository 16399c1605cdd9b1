import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from './test';

/** The WCAG levels every screen is checked against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * Waits until React has hydrated the element. A server-rendered page shows its buttons before its
 * script has run, and a click on one before then does nothing; a part loaded on demand (the photo
 * gallery) is hydrated last.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** Collects the page's uncaught script errors; a test ends with `expect(errors).toEqual([])`. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * axe-core's findings on the page once it stands still, one line each, labelled; [] when there are none.
 * It waits for running animations first: halfway through the page fade (web/app/styles.css) every
 * colour is paler, and axe would report contrast the visitor never sees.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await animationsFinished(page);
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.map((violation) => `${label}: ${violation.id} [${violation.impact}] (${violation.nodes.length})`);
}

/** Waits until no CSS animation or transition is running or about to start (endless ones aside: they never end). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          (animation.playState !== 'running' && !animation.pending) ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Runs `check` on every path, in two tabs of the page's context at a time: a sweep over every screen
 * (axe is heavy) then uses both cores. The first path opens in `page` alone, so what its init scripts
 * store (a token in localStorage) is there before the second tab opens. Each tab's script errors are
 * collected in `errors`; the second tab gets the page's viewport.
 */
export async function checkInTwoTabs(
  page: Page,
  paths: string[],
  errors: string[],
  check: (tab: Page, path: string) => Promise<void>,
): Promise<void> {
  const [first, ...rest] = paths;
  if (first === undefined) return;
  await check(page, first);
  const second = await page.context().newPage();
  second.on('pageerror', (error) => errors.push(error.message));
  const viewport = page.viewportSize();
  if (viewport) await second.setViewportSize(viewport);
  const queue = [...rest];
  const work = async (tab: Page) => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(tab, path);
  };
  try {
    await Promise.all([work(page), work(second)]);
  } finally {
    await second.close();
  }
}
