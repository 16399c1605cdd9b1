import { addressKeys, type AddressKey } from '../../../../server/contracts/common';
import type { Event } from '../../../../server/contracts/event';
import { walkNameSchema, walkStartSchema } from '../../../../server/contracts/event-payload';
import type { Image } from '../../../../server/contracts/image';
import { toPhotobookImages, type PhotobookImage } from '../../components/photobook-editor';

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

/** The fields SPEC §5 checks, in the form's order (the first with an error gets focus). */
export const checkedFields = ['name', 'startDateTime'] as const;
export type CheckedField = (typeof checkedFields)[number];
/** The fields of the form that show a message of their own: the checked ones, and those only the server checks. */
export type ShownField =
  CheckedField | 'endTime' | 'countParticipants' | 'distances' | `location.${AddressKey}` | 'banner' | 'photobook';
export type WalkFormErrors = Partial<Record<ShownField, string>>;

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

const fieldSchemas = { name: walkNameSchema, startDateTime: walkStartSchema } satisfies Record<CheckedField, unknown>;

/** SPEC §5, by the contract's rules: the message of one field, or undefined when it is fine. */
export function checkField(field: CheckedField, values: WalkFormValues): string | undefined {
  return fieldSchemas[field].safeParse(values[field]).error?.issues[0]?.message;
}

export function checkAll(values: WalkFormValues): WalkFormErrors {
  const errors: WalkFormErrors = {};
  for (const field of checkedFields) {
    const message = checkField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}
