import sharp from 'sharp';
import type { z } from 'zod';
import type { eventDataSchema, memberDataSchema, newsletterDataSchema, pageDataSchema } from '../../server/contracts';
import { ingestImage } from '../../server/images/service';
import type { Store } from '../../server/store';

/** Small builders for test records; each test states only the fields it is about. */
export function makeWalk(store: Store, data: Partial<z.input<typeof eventDataSchema>> = {}) {
  return store.events.create({ name: 'Testtocht', startDateTime: '2026-05-10T08:00', published: true, ...data });
}

export function makeMember(store: Store, data: Partial<z.input<typeof memberDataSchema>> = {}) {
  return store.members.create({ firstName: 'Jan', lastName: 'Peeters', ...data });
}

export function makePage(store: Store, data: Partial<z.input<typeof pageDataSchema>> = {}) {
  return store.pages.create({ title: 'Over ons', link: 'over-ons', published: true, ...data });
}

export function makeNewsletter(store: Store, data: Partial<z.input<typeof newsletterDataSchema>> = {}) {
  const at = data.creationTimestamp ?? '2026-01-01T10:00:00.000Z';
  return store.newsletters.create({
    title: 'Nieuwsbrief',
    published: true,
    creationTimestamp: at,
    updateTimestamp: at,
    ...data,
  });
}

export async function jpeg(width: number, height: number, color = '#4a7a3a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function makeImage(store: Store, uploadsDir: string, fileName = 'foto.jpg') {
  return ingestImage({ store, uploadsDir }, { buffer: await jpeg(800, 600), fileName });
}
