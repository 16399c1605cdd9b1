import type { z } from 'zod';
import type { Collection, Stored } from '../store';
import { parsePublished } from '../validation';

/** A resource's own words for its publish and delete: its 404, and its answer to a bad {published}. */
export type PublishTexts = { notFound: string; badPublished: string };

/**
 * Publish and delete as every publishable resource has them (walks, pages, newsletters): the If-Match
 * version checked, the resource's own 404, the published record answered as `present` shows it.
 */
export function publishing<S extends z.ZodObject, T>(
  collection: Collection<S>,
  texts: PublishTexts,
  present: (record: Stored<z.output<S>>) => T,
  /** What a publish changes beside the flag (a newsletter's edit time). */
  alsoChanged: () => Partial<z.output<S>> = () => ({}),
) {
  return {
    async publish(id: number, raw: unknown, expectedVersion?: number): Promise<T> {
      const record = await collection.update(
        id,
        // The record with its flag changed: its own schema's shape, which the generic type cannot follow.
        (current) =>
          ({ ...current, published: parsePublished(raw, texts.badPublished), ...alsoChanged() }) as z.input<S>,
        { expectedVersion, notFoundMessage: texts.notFound },
      );
      return present(record);
    },
    async remove(id: number, expectedVersion?: number): Promise<void> {
      await collection.remove(id, { expectedVersion, notFoundMessage: texts.notFound });
    },
  };
}
