import type { EventData } from '../contracts';
import { brusselsLocal } from '../infra/walk-time';
import type { Store } from '../store';
import type { SeedImages } from './images';
import { euraudaxWalks } from './euraudax-walks';
import { otherWalks } from './other-walks';
import { ownWalks } from './own-walks';
import type { WalkSeed } from './walk-seed';

/** The Belgian calendar date `weeks` from today, moved forward to the wanted weekday. */
export function walkDate(now: Date, weeks: number, weekday: number): string {
  const date = new Date(`${brusselsLocal(now).slice(0, 10)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + weeks * 7);
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function toEventData(walk: WalkSeed, now: Date, bannerImageId: number, photobookImageIds: number[]): EventData {
  const { venue } = walk;
  return {
    name: walk.name,
    intro: walk.intro,
    description: `<p><strong>Startplaats:</strong> ${venue.name}</p>${walk.description}`,
    report: walk.report ?? '',
    startDateTime: `${walkDate(now, walk.weeks, walk.weekday ?? 0)}T${walk.start}`,
    endTime: walk.end,
    distances: walk.distances,
    location: {
      street: venue.street,
      houseNumber: venue.houseNumber,
      busNumber: null,
      city: venue.city,
      postalCode: venue.postalCode,
      country: 'België',
      lat: venue.lat,
      lon: venue.lon,
    },
    countParticipants: walk.weeks < 0 ? (walk.participants ?? null) : null,
    bannerImageId,
    photobookImageIds,
    published: walk.published ?? true,
    own: walk.own,
    euraudax: walk.euraudax ?? false,
  };
}

/** The club's own walks, the Euraudax tours and walks of other clubs, placed around today. */
export async function seedWalks(store: Store, images: SeedImages, now: Date): Promise<void> {
  const walks = [...ownWalks, ...euraudaxWalks, ...otherWalks];
  // Ask for every picture first, so they render while earlier walks are being stored.
  const pictures = walks.map((walk) => {
    const name = slug(walk.name);
    return {
      banner: images.landscape(`${name}-banner.jpg`),
      photobook: Array.from({ length: walk.photos ?? 0 }, (_, i) => images.landscape(`${name}-foto-${i + 1}.jpg`)),
    };
  });
  for (const [i, walk] of walks.entries()) {
    const { banner, photobook } = pictures[i]!;
    const bannerImage = await banner;
    const photobookImages = await Promise.all(photobook);
    await store.events.create(
      toEventData(
        walk,
        now,
        bannerImage.id,
        photobookImages.map((image) => image.id),
      ),
    );
  }
}
