import type { Store } from '../store';
import { seedImages } from './images';
import { seedMembers } from './members';
import { seedNewsletters } from './newsletters';
import { seedPages } from './pages';
import { seedWalks } from './walks';

export type SeedDeps = { store: Store; uploadsDir: string; now: () => Date; clubName: string };

/** Fills an empty store with the demo club; answers the id of the member who becomes the demo admin. */
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
  return { adminMemberId };
}
