import { z } from 'zod';
import { addressKeys, eventPayloadSchema, textFields, type EventRecord, type Location } from '../contracts';
import { NotFoundError } from '../errors';
import { imageIdFromReference, imageIdsFromReferences } from '../images/service';
import { parseInput } from '../validation';
import { publishing } from '../infra/publishing';
import type { Geocoder } from '../infra/geocode';
import { cleanRichText, richTextInput } from '../infra/rich-text';
import type { Store } from '../store';
import { toEvent, toEventCard } from './service';
import { serialQueue } from '../infra/serial-queue';

export const adminEventTexts = {
  notFound: 'Deze wandeltocht bestaat niet.',
  badPublished: 'Verwacht {"published": true of false}.',
} as const;

/** The contract's walk payload, its rich text also checked for nesting and then cleaned for storage. */
const eventInputSchema = eventPayloadSchema
  .extend({
    intro: richTextInput(textFields.intro),
    description: richTextInput(textFields.description),
    report: richTextInput(textFields.report),
  })
  .transform((input, ctx) => ({
    ...input,
    intro: cleanRichText(input.intro, textFields.intro, ctx, ['intro']),
    description: cleanRichText(input.description, textFields.description, ctx, ['description']),
    report: cleanRichText(input.report, textFields.report, ctx, ['report']),
  }));

type AddressOnly = Omit<Location, 'lat' | 'lon'>;
const sameAddress = (a: AddressOnly | null, b: AddressOnly | null) =>
  addressKeys.every((key) => (a?.[key] ?? null) === (b?.[key] ?? null));

/** What the admin changes: the event as input, with images as references. */
function asInput(record: EventRecord) {
  const { bannerImageId, photobookImageIds, published: _p, id: _i, version: _v, updatedAt: _u, ...rest } = record;
  return { ...rest, banner: bannerImageId, photobook: photobookImageIds };
}

export function adminEvents(deps: { store: Store; geocoder: Geocoder }) {
  const { store, geocoder } = deps;
  // Reading a walk, merging a change over it and storing it must not interleave with another
  // save of walks, or of two partial PATCHes at once the second would undo the first.
  const oneAtATime = serialQueue();

  const get = (id: number) => {
    const record = store.events.get(id);
    if (!record) throw new NotFoundError(adminEventTexts.notFound);
    return record;
  };

  /** Raw eventData over the current walk; the banner file, when sent, wins over eventData's banner. */
  async function toData(raw: unknown, current: EventRecord | undefined, bannerImageId: number | undefined) {
    const merged = { ...(current ? asInput(current) : {}), ...parseInput(z.record(z.string(), z.unknown()), raw) };
    const { photobook: references, ...input } = parseInput(eventInputSchema, merged);
    const banner = bannerImageId ?? imageIdFromReference(store, merged.banner, 'banner');
    const photobook = imageIdsFromReferences(store, references, 'photobook');
    const location = await locate(input.location, current?.location ?? null);
    return {
      ...input,
      location,
      bannerImageId: banner,
      photobookImageIds: photobook,
      published: current?.published ?? false,
    };
  }

  /**
   * A changed address is geocoded (ARCHITECTURE.md); an unchanged one keeps its coordinates.
   * One without coordinates (the geocoder was down) is tried again.
   */
  async function locate(address: AddressOnly | null, stored: Location | null): Promise<Location | null> {
    if (!address) return null;
    if (stored && sameAddress(address, stored) && stored.lat !== null && stored.lon !== null) {
      return { ...address, lat: stored.lat, lon: stored.lon };
    }
    const point = await geocoder.geocode({ ...address });
    return { ...address, lat: point?.lat ?? null, lon: point?.lon ?? null };
  }

  return {
    list: () =>
      [...store.events.all()]
        .sort((a, b) => (b.startDateTime ?? '9999').localeCompare(a.startDateTime ?? '9999') || b.id - a.id)
        .map((record) => toEventCard(store, record)),
    get: (id: number) => toEvent(store, get(id)),
    view: (record: EventRecord) => toEvent(store, record),

    async create(raw: unknown, bannerImageId?: number) {
      return toEvent(store, await store.events.create(await toData(raw, undefined, bannerImageId)));
    },

    update: (id: number, raw: unknown, expectedVersion: number | undefined, bannerImageId?: number) =>
      oneAtATime(async () => {
        const data = await toData(raw, get(id), bannerImageId);
        const record = await store.events.update(id, (current) => ({ ...data, published: current.published }), {
          expectedVersion,
        });
        return toEvent(store, record);
      }),

    ...publishing(store.events, adminEventTexts, (record) => toEvent(store, record)),
  };
}
