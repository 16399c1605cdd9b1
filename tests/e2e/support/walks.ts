import { expect, test as base, type APIRequestContext } from './test';
import type { Event } from '../../../server/contracts/event';

/** Every test fails on a script error in the page, and on console errors it did not expect. */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(text))) problems.push(text);
      });
      await use(allowed);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export type Listed = Event & { list: 'own' | 'other' };

/** Every published walk with its detail, found through the public API as a visitor's browser would. */
export async function publishedWalks(request: APIRequestContext): Promise<Listed[]> {
  const lists = [
    ['own', '/api/events/own/future'],
    ['own', '/api/events/own/past'],
    ['other', '/api/events/future'],
    ['other', '/api/events/past'],
  ] as const;
  const walks: Listed[] = [];
  for (const [list, path] of lists) {
    const cards = (await (await request.get(path)).json()) as { id: number }[];
    for (const card of cards) {
      const walk = (await (await request.get(`/api/events/${card.id}`)).json()) as Event;
      walks.push({ ...walk, list });
    }
  }
  return walks;
}

export function pick(walks: Listed[], what: string, fits: (walk: Listed) => boolean): Listed {
  const walk = walks.find(fits);
  expect(walk, `een gepubliceerde wandeltocht ${what} in de demo`).toBeDefined();
  return walk!;
}

export const detailPath = (walk: Listed) =>
  `/${walk.list === 'own' ? 'eigenwandeltochten' : 'wandeltochten'}/${walk.id}`;
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
export const joined = (location: Event['location']) =>
  [
    location?.street,
    location?.houseNumber,
    location?.busNumber,
    location?.city,
    location?.postalCode,
    location?.country,
  ]
    .filter((part) => part?.trim())
    .join(', ');
