/** Starts the built server for a bench stage, on core 0 if taskset exists; the handle measures and stops it. */
import { serverEnvironment, serverNodeFlags } from '../node-flags.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectOutput, waitForReady, type ServerErrors } from './server-output';
import { askHeapUsage, assertIsNode, freePort, readMemory, type HeapUsage, type Memory } from './server-probes';

export type { HeapUsage, Memory } from './server-probes';
export type { ServerErrors } from './server-output';

/** Config variables a developer's shell might carry; the bench sets its own or leaves them unset. */
const configVariables = [
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATA_DIR',
  'UPLOADS_DIR',
  'DIST_DIR',
  'SEED',
  'CLUB_NAME',
  'CLUB_EMAIL',
  'MAIL_FROM',
  'SMTP_URL',
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_MIN_SCORE',
  'GEOCODER_URL',
  'TILE_URL',
];

export type RunningServer = {
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn to the ready line. */
  startupMs: number;
  /** Whether the server runs pinned to one core (taskset found). */
  pinned: boolean;
  memory(): Promise<Memory>;
  /** Where the memory goes, as node sees it; undefined when the probe does not answer. */
  heapUsage(): Promise<HeapUsage | undefined>;
  /** What the server wrote to stderr so far: the errors it logged, by kind. */
  errors(): ServerErrors;
  /** Set when the server exited by itself. */
  exitedEarly(): string | undefined;
  stop(): Promise<void>;
};

export const hasTaskset = (): boolean => spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Starts the built server (`node build/server/index.mjs`, built afresh) as
 * `npm start` does, pinned to
 * core 0 with taskset when it exists. taskset execs node, so the child's pid is node's own
 * and /proc/<pid>/status gives the server's memory, not a wrapper's.
 */
export async function startServer(options: {
  root: string;
  env: Record<string, string>;
  readyTimeoutMs: number;
  /** Beside the production flags, e.g. --max-http-header-size. */
  nodeFlags?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const pinned = hasTaskset();
  const probe = pathToFileURL(path.join(options.root, 'scripts/bench/memory-probe.mjs')).href;
  // Always rebuilt (it takes a fraction of a second), so the figures are of the current code.
  spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: options.root, stdio: 'inherit' });
  const memoryFile = path.join(tmpdir(), `bench-memory-${process.pid}-${port}.json`);
  const nodeArgs = [...serverNodeFlags, ...(options.nodeFlags ?? []), '--import', probe, 'build/server/index.mjs'];
  const [command, args] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of configVariables) delete env[name];
  Object.assign(env, {
    ...serverEnvironment,
    HOST: '127.0.0.1',
    ...options.env,
    PORT: String(port),
    BENCH_MEMORY_FILE: memoryFile,
  });

  const startedAt = performance.now();
  const child = spawn(command, args, { cwd: options.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  let exitReason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exitReason = `the server exited (${signal ?? `code ${code}`})`;
      resolve();
    });
  });

  try {
    await waitForReady(child, output, options.readyTimeoutMs, () => exitReason);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const startupMs = performance.now() - startedAt;
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process has no pid.');
  await assertIsNode(pid);

  return {
    pid,
    baseUrl: `http://127.0.0.1:${port}`,
    startupMs,
    pinned,
    memory: () => readMemory(pid),
    heapUsage: () => askHeapUsage(pid, memoryFile),
    errors: () => ({
      lines: output.stderrTotal,
      kinds: [...output.errorKinds].map(([text, count]) => ({ text, count })),
    }),
    exitedEarly: () => exitReason,
    stop: async () => {
      if (exitReason) return;
      child.kill('SIGTERM');
      // The server closes gracefully; kept-alive sockets could hold it, so do not wait forever.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      await rm(memoryFile, { force: true });
    },
  };
}

/** Registers a stop to run on an interrupt; answers how to unregister it (bench.ts's track). */
export type Track = (stop: () => Promise<void>) => () => void;

/** A bench club's folders and the server environment that points at them. */
export type BenchClub = {
  dataDir: string;
  env: { DATA_DIR: string; UPLOADS_DIR: string; SEED: 'demo' | 'none'; GEOCODER_URL: 'off' };
};

/**
 * Runs `use` with a new temp folder for a club's DATA_DIR and UPLOADS_DIR (the geocoder off), and
 * always removes it afterwards, also when the bench is interrupted.
 */
export async function withBenchClub<T>(
  track: Track,
  prefix: string,
  seed: 'demo' | 'none',
  use: (club: BenchClub) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const cleanUp = track(() => rm(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');
  try {
    return await use({
      dataDir,
      env: { DATA_DIR: dataDir, UPLOADS_DIR: path.join(dir, 'uploads'), SEED: seed, GEOCODER_URL: 'off' },
    });
  } finally {
    cleanUp();
    await rm(dir, { recursive: true, force: true });
  }
}
