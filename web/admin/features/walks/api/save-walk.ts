import type { Event, Location } from '../../../../../server/contracts/event';
import type { EventPayload } from '../../../../../server/contracts/event-payload';
import type { Image } from '../../../../../server/contracts/image';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { photobookReferences } from '../../../components/photobook-editor';
import { queuedImages, standInMeta } from '../../../lib/queued-answers';
import { uploadImages } from '../../../lib/upload-images';
import { saveRecord } from '../../../lib/record-writes';
import { addressKeys, type WalkFormValues } from '../walk-form-values';

/** The walk being edited as it was loaded (its id and version go with the save), or null for a new one. */
export type SavedWalk = Event | null;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * eventData as the walk's contract takes it, with the walk's id and its banner (an image id). SPEC §3
 * sends an empty start as null, which the contract answers with its message.
 */
type WalkPayload = Omit<EventPayload, 'startDateTime'> & {
  startDateTime: string | null;
  id?: number;
  banner: number | null;
};

/** `eventData` of SPEC §7: the form's values with empty fields as null and images as references. */
export function eventData(values: WalkFormValues, walk: SavedWalk) {
  const location = Object.fromEntries(addressKeys.map((key) => [key, orNull(values.location[key])]));
  return {
    ...(walk ? { id: walk.id } : {}),
    name: values.name.trim(),
    intro: values.intro,
    description: values.description,
    report: values.report,
    // SPEC §3: null when empty; SPEC §9: trimmed to 16 characters.
    startDateTime: orNull(values.startDateTime.slice(0, 16)),
    endTime: orNull(values.endTime.slice(0, 5)),
    distances: orNull(values.distances),
    countParticipants: values.countParticipants.trim() === '' ? null : Number(values.countParticipants),
    location,
    own: values.own,
    euraudax: values.euraudax,
    banner: values.banner?.id ?? null,
    photobook: photobookReferences(values.photobook),
  } satisfies WalkPayload;
}

/**
 * The walk as it will be once a save waiting in the outbox reaches the server. The server places the
 * address on the map again when it changed, so the old point only stays with the same address.
 * `values.banner` is already the chosen banner (saveWalk uploads a new file first).
 */
export function queuedWalk(values: WalkFormValues, walk: SavedWalk): Event {
  const data = eventData(values, walk);
  const address = Object.fromEntries(addressKeys.map((key) => [key, data.location[key] ?? null])) as Omit<
    Location,
    'lat' | 'lon'
  >;
  const sameAddress = walk?.location && addressKeys.every((key) => walk.location?.[key] === address[key]);
  const point = sameAddress && walk.location ? { lat: walk.location.lat, lon: walk.location.lon } : null;
  const anyAddress = addressKeys.some((key) => address[key] !== null);
  return {
    ...(walk ?? { ...standInMeta(), published: false }),
    name: data.name,
    intro: data.intro,
    description: data.description,
    report: data.report,
    startDateTime: data.startDateTime,
    endTime: data.endTime,
    distances: data.distances,
    countParticipants: data.countParticipants,
    location: anyAddress || point ? { ...address, lat: point?.lat ?? null, lon: point?.lon ?? null } : null,
    own: data.own,
    euraudax: data.euraudax,
    banner: values.banner,
    photobook: queuedImages(values.photobook, walk?.photobook),
  };
}

/**
 * POST /admin/api/events/walking (new) or PATCH /admin/api/events/{id} with the loaded version, so
 * a walk changed by someone else meanwhile answers 409 instead of being overwritten. Offline both
 * wait in the outbox; a new walk then has a stand-in id until the server gives it one.
 */
export async function saveWalk(values: WalkFormValues, walk: SavedWalk): Promise<Event> {
  const saved = { ...values, banner: await bannerOf(values), bannerFile: null };
  const form = new FormData();
  form.append('eventData', JSON.stringify(eventData(saved, walk)));
  const whenQueued = () => queuedWalk(saved, walk);
  return saveRecord<Event>(adminApiPaths.events, walk, {
    method: 'PATCH',
    createUrl: adminApiPaths.events.create,
    body: form,
    whenQueued,
  });
}

/**
 * A newly chosen banner file is uploaded first and named by id in eventData (SPEC §7 allows the
 * id without bannerFile). Offline it becomes a stand-in image the service worker shows: so the
 * queued answer, and any later save of the walk made offline, name the new banner, not the old.
 */
async function bannerOf(values: WalkFormValues): Promise<Image | null> {
  if (!values.bannerFile) return values.banner;
  const [image] = await uploadImages([values.bannerFile]);
  return image ?? values.banner;
}
