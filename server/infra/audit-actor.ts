import { AsyncLocalStorage } from 'node:async_hooks';

const actors = new AsyncLocalStorage<number>();

/**
 * Runs `work` as the administrator `memberId`: every store write it makes, however deep, is theirs in
 * the log (server/infra/audit-log.ts). The admin gate sets it for each admin request; a CLI command or a public form
 * has none.
 */
export function withActor<R>(memberId: number, work: () => Promise<R>): Promise<R> {
  return actors.run(memberId, work);
}

/** The administrator on whose behalf the current code runs, if any. */
export function currentActor(): number | undefined {
  return actors.getStore();
}
