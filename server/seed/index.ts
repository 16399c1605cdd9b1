import type { Store } from '../store';

export type SeedDeps = { store: Store; uploadsDir: string; now: () => Date; clubName: string };

/** Fills an empty store with the demo club; answers the id of the member who becomes the demo admin. */
export async function seedDemo(_deps: SeedDeps): Promise<{ adminMemberId: number }> {
  throw new Error('De democlub is nog niet beschikbaar.');
}
