import type { Event, Location } from '../../../../../server/contracts/event';
import { photobookReferences } from '../../../components/photobook-editor';
import { mutate } from '../../../outbox/mutate';
import { queuedImages, standInMeta } from '../../queued-answers';
import { addressKeys, type WalkFormValues } from '../walk-form-values';

/** The walk being edited as it was loaded (its id and version go with the save), or null for a new one. */
export type SavedWalk = Event | null;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

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
  };
}

/**
 * The walk as it will be once a save waiting in the outbox reaches the server. The server places the
 * address on the map again when it changed, so the old point only stays with the same address; a new
 * banner file is the server's to store, so until then the loaded banner shows.
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
    photobook: queuedImages(values.photobook),
  };
}

/**
 * POST /admin/api/events/walking (new) or PATCH /admin/api/events/{id} with the loaded version, so
 * a walk changed by someone else meanwhile answers 409 instead of being overwritten. Offline both
 * wait in the outbox; a new walk then has a stand-in id until the server gives it one.
 */
export function saveWalk(values: WalkFormValues, walk: SavedWalk): Promise<Event> {
  const form = new FormData();
  form.append('eventData', JSON.stringify(eventData(values, walk)));
  if (values.bannerFile) form.append('bannerFile', values.bannerFile, values.bannerFile.name);
  const whenQueued = () => queuedWalk(values, walk);
  return walk
    ? mutate<Event>({
        method: 'PATCH',
        url: `/admin/api/events/${walk.id}`,
        body: form,
        version: walk.version,
        whenQueued,
      })
    : mutate<Event>({ method: 'POST', url: '/admin/api/events/walking', body: form, whenQueued });
}
