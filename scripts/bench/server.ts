import { serverEnvironment, serverNodeFlags } from '../node-flags.mjs';
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

/** The line the server prints on stdout once it listens (server/index.ts). */
const readyMarker = 'draait op';

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

export type Memory = { rss: number; peakRss: number };

/** process.memoryUsage() inside the server, from the preloaded memory probe. */
export type HeapUsage = { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };

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

export type ServerErrors = { lines: number; kinds: { text: string; count: number }[] };

type Output = {
  stdout: string[];
  stderr: string[];
  stderrTotal: number;
  errorKinds: Map<string, number>;
  onLine: Set<(line: string) => void>;
};

/** Keeps reading both pipes (a full pipe would stall the server), keeps the last lines and counts logged errors. */
function collectOutput(child: ChildProcessByStdio<null, Readable, Readable>): Output {
  const output: Output = { stdout: [], stderr: [], stderrTotal: 0, errorKinds: new Map(), onLine: new Set() };
  const follow = (stream: Readable, lines: string[], onLine: (line: string) => void) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        onLine(line);
        for (const listener of output.onLine) listener(line);
      }
    });
  };
  follow(child.stdout, output.stdout, () => undefined);
  follow(child.stderr, output.stderr, (line) => {
    if (!line) return;
    output.stderrTotal += 1;
    const kind = errorKind(line);
    if (kind) output.errorKinds.set(kind, (output.errorKinds.get(kind) ?? 0) + 1);
  });
  return output;
}

/**
 * The server logs each failed request as "Fout bij <method> <path>: <error>" plus a stack;
 * the report wants the kinds and how often, not hundreds of stack lines. Uuids and ids are
 * blanked so one kind of error on many images counts as one.
 */
function errorKind(line: string): string | undefined {
  if (!line.startsWith('Fout bij')) return undefined;
  return line
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{uuid}')
    .replace(/\/\d+\b/g, '/{id}');
}

function waitForReady(
  child: ChildProcessByStdio<null, Readable, Readable>,
  output: Output,
  timeoutMs: number,
  exitReason: () => string | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      output.onLine.delete(onLine);
      child.off('exit', onExit);
      child.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const failure = (reason: string) => {
      const lines = [...output.stderr, ...output.stdout].filter(Boolean).slice(-12);
      return new Error(`${reason}${lines.length > 0 ? `; its last output:\n    ${lines.join('\n    ')}` : ''}`);
    };
    const onLine = (line: string) => {
      if (line.includes(readyMarker)) finish();
    };
    // 'exit' can come before the last output is read; wait a tick so the message is complete.
    const onExit = () => setTimeout(() => finish(failure(exitReason() ?? 'the server exited')), 100);
    const onError = (error: Error) => finish(failure(`could not start the server: ${error.message}`));
    const timer = setTimeout(() => finish(failure(`no '${readyMarker}' line within ${timeoutMs / 1000} s`)), timeoutMs);
    output.onLine.add(onLine);
    child.on('exit', onExit);
    child.on('error', onError);
  });
}

/** Guards the memory figure: it must be node's own, not that of a wrapper such as npx or a shell. */
async function assertIsNode(pid: number): Promise<void> {
  const [executable, node] = await Promise.all([readlink(`/proc/${pid}/exe`), realpath(process.execPath)]);
  if (executable !== node) {
    throw new Error(`pid ${pid} runs ${executable}, not ${node}: its memory would not be the server's.`);
  }
}

/** VmRSS (now) and VmHWM (the peak) from /proc, in bytes. */
async function readMemory(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`no ${name} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: field('VmRSS'), peakRss: field('VmHWM') };
}

async function askHeapUsage(pid: number, file: string): Promise<HeapUsage | undefined> {
  await rm(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 40; tries += 1) {
    await sleep(50);
    try {
      const usage = JSON.parse(await readFile(file, 'utf8')) as HeapUsage;
      await rm(file, { force: true });
      return usage;
    } catch {
      // Not written yet (or half written): try again shortly.
    }
  }
  return undefined;
}

/** A port that was free a moment ago; the server binds it right after. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
