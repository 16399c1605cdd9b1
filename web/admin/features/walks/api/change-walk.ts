import type { Event } from '../../../../../server/contracts/event';
import { adminTexts } from '../../../app/texts';
import { requireAnswer } from '../../../lib/require-answer';
import { mutate } from '../../../outbox/mutate';

type Versioned = { id: number; version: number };

/** PATCH /admin/api/events/{id}/publish: answers the walk as it now is (SPEC §4). */
export function publishWalk(walk: Versioned, published: boolean): Promise<Event> {
  return requireAnswer(
    mutate<Event | undefined>({
      method: 'PATCH',
      url: `/admin/api/events/${walk.id}/publish`,
      body: { published },
      version: walk.version,
    }),
    adminTexts.emptyPublishAnswer,
  );
}

/** DELETE /admin/api/events/{id}, refused with 409 when the walk changed since the list loaded. */
export function deleteWalk(walk: Versioned): Promise<void> {
  return mutate<void>({ method: 'DELETE', url: `/admin/api/events/${walk.id}`, version: walk.version });
}
