import type { Event } from '../../../../../server/contracts/event';
import { photobookReferences } from '../../../components/photobook-editor';
import { mutate } from '../../../outbox/mutate';
import { addressKeys, type WalkFormValues } from '../walk-form-values';

/** The walk being edited, or none for a new one. */
export type SavedWalk = { id: number; version: number } | null;

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
 * POST /admin/api/events/walking (new) or PATCH /admin/api/events/{id} with the loaded version, so
 * a walk changed by someone else meanwhile answers 409 instead of being overwritten.
 */
export function saveWalk(values: WalkFormValues, walk: SavedWalk): Promise<Event> {
  const form = new FormData();
  form.append('eventData', JSON.stringify(eventData(values, walk)));
  if (values.bannerFile) form.append('bannerFile', values.bannerFile, values.bannerFile.name);
  return walk
    ? mutate<Event>({ method: 'PATCH', url: `/admin/api/events/${walk.id}`, body: form, version: walk.version })
    : mutate<Event>({ method: 'POST', url: '/admin/api/events/walking', body: form });
}
