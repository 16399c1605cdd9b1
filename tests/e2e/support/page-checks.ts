import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels every screen is checked against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Collects the page's uncaught script errors; a test ends with `expect(errors).toEqual([])`. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** axe-core's findings on the page as it is now, one line each, labelled; [] when there are none. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations.map((violation) => `${label}: ${violation.id} [${violation.impact}] (${violation.nodes.length})`);
}
