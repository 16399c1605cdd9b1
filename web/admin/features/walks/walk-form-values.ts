import { addressKeys, type AddressKey } from '../../../../server/contracts/common';
import type { Event } from '../../../../server/contracts/event';
import { eventPayloadSchema } from '../../../../server/contracts/event-payload';
import type { Image } from '../../../../server/contracts/image';
import { toPhotobookImages, type PhotobookImage } from '../../components/photobook-editor';
import { fieldIn, schemaErrors, type FieldErrors } from '../../lib/use-field-errors';

export { addressKeys, type AddressKey };

/** The walk as the form holds it: every field as the admin typed it, images as references. */
export type WalkFormValues = {
  name: string;
  intro: string;
  description: string;
  report: string;
  startDateTime: string;
  endTime: string;
  countParticipants: string;
  distances: string;
  location: Record<AddressKey, string>;
  own: boolean;
  euraudax: boolean;
  /** The stored banner; null when there is none or the admin removed it. */
  banner: Image | null;
  /** A newly chosen banner file, sent as `bannerFile`; it replaces `banner` on save. */
  bannerFile: File | null;
  photobook: PhotobookImage[];
};

/**
 * The fields that show a message, in the form's order, by the name of their control ('location.city'):
 * the first with a message takes the focus. The banner and the photobook come last, as they have no
 * single control to focus.
 */
export const walkFields = [
  'name',
  'startDateTime',
  'endTime',
  'countParticipants',
  'distances',
  ...addressKeys.map((key) => `location.${key}` as const),
  'banner',
  'photobook',
] as const;
export type WalkField = (typeof walkFields)[number];
export type WalkFormErrors = FieldErrors<WalkField>;

const emptyAddress = (): Record<AddressKey, string> =>
  Object.fromEntries(addressKeys.map((key) => [key, ''])) as Record<AddressKey, string>;

export function emptyWalkValues(): WalkFormValues {
  return {
    name: '',
    intro: '',
    description: '',
    report: '',
    startDateTime: '',
    endTime: '',
    countParticipants: '',
    distances: '',
    location: emptyAddress(),
    own: false,
    euraudax: false,
    banner: null,
    bannerFile: null,
    photobook: [],
  };
}

/** A loaded walk as form values; the start is trimmed to minutes (SPEC §3, §9). */
export function walkValues(walk: Event): WalkFormValues {
  const location = emptyAddress();
  for (const key of addressKeys) location[key] = walk.location?.[key] ?? '';
  return {
    name: walk.name,
    intro: walk.intro,
    description: walk.description,
    report: walk.report,
    startDateTime: (walk.startDateTime ?? '').slice(0, 16),
    endTime: (walk.endTime ?? '').slice(0, 5),
    countParticipants: walk.countParticipants === null ? '' : String(walk.countParticipants),
    distances: walk.distances ?? '',
    location,
    own: walk.own,
    euraudax: walk.euraudax,
    banner: walk.banner,
    bannerFile: null,
    photobook: toPhotobookImages(walk.photobook),
  };
}

/** SPEC §5, by the contract's rules: a walk needs a name and a start; the server checks the rest. */
const checkedSchema = eventPayloadSchema.pick({ name: true, startDateTime: true });

export function checkWalk(values: WalkFormValues): WalkFormErrors {
  return schemaErrors(checkedSchema, values, fieldIn(walkFields));
}
