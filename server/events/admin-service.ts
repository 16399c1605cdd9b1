import { z } from 'zod';
import {
  boundedList,
  listFields,
  localDateTimeSchema,
  maxChars,
  textFields,
  timeOfDaySchema,
  type EventRecord,
  type Location,
  type TextField,
} from '../contracts';
import { NotFoundError } from '../errors';
import { imageIdFromReference, imageIdsFromReferences } from '../images/service';
import { blankToNull, parseInput, parsePublished } from '../validation';
import type { Geocoder } from '../services/geocode';
import { cleanRichText, richTextInput } from '../services/rich-text';
import type { Store } from '../store';
import { toEvent, toEventCard } from './service';
import { serialQueue } from '../services/serial-queue';

export const adminEventTexts = {
  notFound: 'Deze wandeltocht bestaat niet.',
  nameRequired: 'Naam is verplicht',
  startRequired: 'Startdatum is verplicht',
  badCount: 'Het aantal deelnemers moet een positief geheel getal zijn.',
  badPublished: 'Verwacht {"published": true of false}.',
} as const;

const text = (field: TextField) =>
  z.preprocess(blankToNull, z.string().trim().check(maxChars(field)).nullish()).transform((value) => value ?? null);

const addressInputSchema = z
  .object({
    street: text(textFields.street),
    houseNumber: text(textFields.houseNumber),
    busNumber: text(textFields.busNumber),
    city: text(textFields.city),
    postalCode: text(textFields.postalCode),
    country: text(textFields.country),
  })
  .nullish()
  .transform((address) => (address && Object.values(address).some((part) => part !== null) ? address : null));

/** eventData of SPEC §7, as the admin form sends it; the rules of SPEC §5 (name and start required). */
const eventInputSchema = z
  .object({
    name: z
      .string({ error: adminEventTexts.nameRequired })
      .trim()
      .min(1, adminEventTexts.nameRequired)
      .check(maxChars(textFields.walkName)),
    intro: richTextInput(textFields.intro),
    description: richTextInput(textFields.description),
    report: richTextInput(textFields.report),
    // SPEC §9: trimmed to 16 characters, so "2026-05-01T09:00:00" is taken as "2026-05-01T09:00".
    startDateTime: z
      .string({ error: adminEventTexts.startRequired })
      .trim()
      .min(1, adminEventTexts.startRequired)
      .check(maxChars(textFields.startDateTime))
      .transform((value) => value.slice(0, 16))
      .pipe(localDateTimeSchema),
    endTime: z
      .preprocess(blankToNull, z.string().check(maxChars(textFields.endTime)).nullish())
      .transform((value) => (value ? value.trim().slice(0, 5) : null))
      .pipe(timeOfDaySchema.nullable()),
    distances: text(textFields.distances),
    location: addressInputSchema,
    countParticipants: z
      .preprocess(
        (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
        z
          .number({ error: adminEventTexts.badCount })
          .int(adminEventTexts.badCount)
          .min(0, adminEventTexts.badCount)
          .nullish(),
      )
      .transform((value) => value ?? null),
    own: z.boolean().nullish().transform(Boolean),
    euraudax: z.boolean().nullish().transform(Boolean),
    // Image references, resolved against the store after this check.
    photobook: boundedList(listFields.photobook, z.unknown()).nullish(),
  })
  .transform((input, ctx) => ({
    ...input,
    intro: cleanRichText(input.intro, textFields.intro, ctx, ['intro']),
    description: cleanRichText(input.description, textFields.description, ctx, ['description']),
    report: cleanRichText(input.report, textFields.report, ctx, ['report']),
  }));

type AddressOnly = Omit<Location, 'lat' | 'lon'>;
const addressKeys = ['street', 'houseNumber', 'busNumber', 'city', 'postalCode', 'country'] as const;
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

    async publish(id: number, raw: unknown, expectedVersion?: number) {
      const record = await store.events.update(
        id,
        (current) => ({ ...current, published: parsePublished(raw, adminEventTexts.badPublished) }),
        { expectedVersion, notFoundMessage: adminEventTexts.notFound },
      );
      return toEvent(store, record);
    },

    async remove(id: number, expectedVersion?: number) {
      await store.events.remove(id, { expectedVersion, notFoundMessage: adminEventTexts.notFound });
    },
  };
}
