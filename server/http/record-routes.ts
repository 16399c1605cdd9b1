import type Router from '@koa/router';
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

/**
 * GET base and base/:id, POST base, PUT or PATCH base/:id, PATCH base/:id/publish and DELETE base/:id:
 * a record with its ETag, a write with the If-Match version it names, and a stale write's 409 with the
 * record as `present` shows it to clients. A malformed id is the resource's own 404.
 */
export function adminRecordRoutes<State, Stored>(
  router: Router<State>,
  base: string,
  records: AdminRecords,
  options: { notFound: string; present: (current: Stored) => unknown; update: 'put' | 'patch' },
): void {
  const id = (raw: string | undefined) => parseId(raw, options.notFound);
  const answer = writeAnswer(options.present);

  router.get(base, (ctx) => {
    ctx.body = records.list();
  });
  router.get(`${base}/:id`, (ctx) => answerRecord(ctx, records.get(id(ctx.params.id))));
  router.post(base, (ctx) => answer(ctx, records.create(ctx.request.body), 201));
  router[options.update](`${base}/:id`, (ctx) =>
    answer(ctx, records.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.patch(`${base}/:id/publish`, (ctx) =>
    answer(ctx, records.publish(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(`${base}/:id`, (ctx) => answer(ctx, records.remove(id(ctx.params.id), expectedVersion(ctx))));
}
