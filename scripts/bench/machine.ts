import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { hasTaskset } from './server';

/**
 * The server gets core 0 (see server.ts); the load generator (this process and what it spawns) moves
 * to the other cores so it does not take CPU time from the server it measures. With one core they
 * have to share. Answers what was done, for the bench's first line.
 */
export function pinLoadGenerator(): string {
  const cores = availableParallelism();
  if (!hasTaskset()) return 'taskset missing: server and load generator share all cores';
  if (cores < 2) return 'one core only: the load generator shares it with the server (latencies read high)';
  const others = cores === 2 ? '1' : `1-${cores - 1}`;
  const result = spawnSync('taskset', ['-a', '-p', '-c', others, String(process.pid)], { stdio: 'ignore' });
  return result.status === 0
    ? `server on core 0, load generator on core${cores === 2 ? '' : 's'} ${others}`
    : 'could not pin the load generator; it may share core 0 with the server';
}

/** Figures mean little on a busy machine: how busy it was when the bench began. */
export function machineLoad(): string {
  const [lastMinute = 0] = loadavg();
  const busy = lastMinute > 0.5 ? ' — other processes are running; figures may read high' : '';
  return `load average (1 min) at start: ${lastMinute.toFixed(2)} on ${availableParallelism()} core(s)${busy}`;
}

/** Runs a bench's main and exits with its code; a failure prints its stack and exits 1. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
