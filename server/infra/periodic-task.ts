/**
 * Work that runs once at start and then every `everyMs` (the retention sweeps): one run at a time, a
 * failure logged and tried again at the next turn. The timer never keeps the process alive.
 */
export function periodicTask(run: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const turn = () => {
    running = running.then(run).then(
      () => undefined,
      (error: unknown) => onError(error),
    );
  };
  return {
    start(): void {
      if (timer) return;
      turn();
      timer = setInterval(turn, everyMs);
      timer.unref();
    },
    /** Starts no new run; resolves once the run in progress has ended. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type PeriodicTask = ReturnType<typeof periodicTask>;
