import type Router from '@koa/router';
import type { PathBuilder } from '../contracts';
import { parseId } from '../validation';
import { answerRecord, expectedVersion, writeAnswer } from './versioning';

type Versioned = { version: number };

/** An admin resource's service as its routes call it (pages, newsletters). */
export type AdminRecords = {
  list: () => unknown;
  get: (id: number) => Versioned;
  create: (raw: unknown) => Promise<Versioned>;
  update: (id: number, raw: unknown, expectedVersion?: number) => Promise<Versioned>;
  publish: (id: number, raw: unknown, expectedVersion?: number) => Promise<Versioned>;
  remove: (id: number, expectedVersion?: number) => Promise<void>;
};

/** A collection's paths as contracts/api-paths.ts writes them. */
export type RecordPaths = {
  list: string;
  record: PathBuilder<`${string}/:id`>;
  publish: PathBuilder<`${string}/:id/publish`>;
};

/**
 * GET list and record, POST list, PUT or PATCH record, PATCH publish and DELETE record:
 * a record with its ETag, a write with the If-Match version it names, and a stale write's 409 with the
 * record as `present` shows it to clients. A malformed id is the resource's own 404.
 */
export function adminRecordRoutes<State, Stored>(
  router: Router<State>,
  paths: RecordPaths,
  records: AdminRecords,
  options: { notFound: string; present: (current: Stored) => unknown; update: 'put' | 'patch' },
): void {
  const id = (raw: string | undefined) => parseId(raw, options.notFound);
  const answer = writeAnswer(options.present);

  router.get(paths.list, (ctx) => {
    ctx.body = records.list();
  });
  router.get(paths.record.pattern, (ctx) => answerRecord(ctx, records.get(id(ctx.params.id))));
  router.post(paths.list, (ctx) => answer(ctx, records.create(ctx.request.body), 201));
  router[options.update](paths.record.pattern, (ctx) =>
    answer(ctx, records.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.patch(paths.publish.pattern, (ctx) =>
    answer(ctx, records.publish(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(paths.record.pattern, (ctx) => answer(ctx, records.remove(id(ctx.params.id), expectedVersion(ctx))));
}
