/** What the stage reports share: the budgets, a stage's outcome, a failure, server memory and errors. */
import { count, describeError, heading, KB, MB, mb } from './format';
import type { MemorySnapshot } from './memory';
import type { ServerErrors } from './server';

/** The budgets of ARCHITECTURE.md "Budgets"; the first load's own, tighter budget (120 KB). */
export const budgets = {
  firstLoadJsGzip: 90 * KB,
  apiP99Ms: 25,
  rssBytes: 150 * MB,
} as const;

/** A stage either measured something or failed with an error; a failure is shown, never hidden. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** RSS with node's own view beside it: the JS heap, and memory outside it (buffers, native code such as sharp). */
export function describeMemory(memory: MemorySnapshot): string {
  const base = `RSS ${mb(memory.rss)} (peak ${mb(memory.peakRss)})`;
  const { heap } = memory;
  if (!heap) return base;
  return `${base}; JS heap ${mb(heap.heapUsed)} used of ${mb(heap.heapTotal)}, external ${mb(heap.external)} (array buffers ${mb(heap.arrayBuffers)})`;
}

export function printServerErrors(errors: ServerErrors): void {
  if (errors.lines === 0) return;
  console.log(`the server wrote ${count(errors.lines)} line(s) to stderr; logged request errors by kind:`);
  if (errors.kinds.length === 0) console.log('  (none of them a request error)');
  for (const kind of errors.kinds) console.log(`  ${count(kind.count)}× ${kind.text}`);
}

export function printFailure(stage: string, error: unknown): void {
  console.log(heading(stage));
  console.log(`FAILED: ${describeError(error)}`);
}

export const sumGzip = (assets: readonly { gzip: number }[]) => assets.reduce((sum, asset) => sum + asset.gzip, 0);
