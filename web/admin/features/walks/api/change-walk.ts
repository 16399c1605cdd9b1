import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { componentTexts } from '../../../components/texts';
import { requireAnswer } from '../../../lib/require-answer';
import { mutate } from '../../../outbox/mutate';

type Versioned = { id: number; version: number };

/**
 * PATCH /admin/api/events/{id}/publish: answers the walk as it now is (SPEC §4). Offline it waits in
 * the outbox and the row shows the flag as it will be, with the version it was loaded with.
 */
export function publishWalk<T extends Versioned & { published: boolean }>(walk: T, published: boolean): Promise<T> {
  return requireAnswer(
    mutate<T | undefined>({
      method: 'PATCH',
      url: adminApiPaths.events.publish(walk.id),
      record: { collection: adminApiPaths.events.list, id: walk.id },
      body: { published },
      version: walk.version,
      whenQueued: () => ({ ...walk, published }),
    }),
    componentTexts.emptyPublishAnswer,
  );
}

/** DELETE /admin/api/events/{id}, refused with 409 when the walk changed since the list loaded; offline it waits. */
export function deleteWalk(walk: Versioned): Promise<void> {
  return mutate<void>({
    method: 'DELETE',
    url: adminApiPaths.events.record(walk.id),
    record: { collection: adminApiPaths.events.list, id: walk.id },
    version: walk.version,
    whenQueued: () => undefined,
  });
}
