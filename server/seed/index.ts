import type { Store } from '../store';
import { seedImages } from './images';
import { seedMembers } from './members';
import { seedNewsletters } from './newsletters';
import { seedPages } from './pages';
import { demoLogoSvg, demoSettings } from './settings';
import { seedWalks } from './walks';

export type SeedDeps = { store: Store; uploadsDir: string; now: () => Date; clubName: string };

/** Fills an empty store with the demo club (its settings too); answers the id of the member who becomes the demo admin. */
export async function seedDemo(deps: SeedDeps): Promise<{ adminMemberId: number }> {
  const { store, clubName } = deps;
  const now = deps.now();
  const images = seedImages(deps);
  // Each part asks for its pictures at once and fills its own collection, so they can run side by side.
  const [adminMemberId] = await Promise.all([
    seedMembers(store, images),
    seedWalks(store, images, now),
    seedPages(store, images, clubName),
    seedNewsletters(store, images, now),
  ]);
  // Asked for last, so the ids of the other pictures stay what they were before the club had settings.
  const [logo, hero] = await Promise.all([images.drawing('logo.jpg', demoLogoSvg()), images.landscape('welkom.jpg')]);
  const settings = demoSettings(clubName, { logoImageId: logo.id, heroImageId: hero.id });
  const current = store.settings.all()[0];
  if (current) await store.settings.update(current.id, () => settings);
  else await store.settings.create(settings);
  return { adminMemberId };
}
