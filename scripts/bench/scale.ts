/**
 * The scale stage: the production server, pinned to one core, on a club of
 * 10,000 members, 2,000 walks, 20,000 images and 200 newsletters. Start time, RSS after start and
 * under load, and latency at 20 connections of the public walk lists, the admin member list (a page
 * of 50, with and without a search) and a member write.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { WrittenFile } from './big-store';
import { load, probe, type LoadFigures } from './load';
import { scaleStoreSize, writeScaleStore } from './scale-store';
import { loadWrites } from './scale-write';
import { withBenchClub, type HeapUsage, type RunningServer, type ServerErrors, type Track } from './server';
import { readMemory } from './server-probes';
import { withServer } from './latency';

export type ScaleOptions = {
  root: string;
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  log: (line: string) => void;
  track: Track;
};

export type ScaleRun = LoadFigures & {
  label: string;
  budgeted: boolean;
  bytes: number;
  status: number;
  /** The highest VmRSS sampled during this run (warm-up included). */
  peakRss: number;
  /** For writes: the first answers that were no 2xx. */
  refusals?: string[];
};

export type ScaleReport = {
  files: WrittenFile[];
  writeMs: number;
  /** Spawn to the server's "draait op" line, printed once it listens. */
  listeningMs: number;
  /** Spawn to the first 200 of the public walk list. */
  firstAnswerMs: number;
  pinned: boolean;
  /** VmRSS once the started server has settled (no request but the first one yet). */
  settledRss: number;
  /** VmHWM at that moment: the peak of the start itself (reading and checking the files). */
  startPeakRss: number;
  /** The highest VmRSS sampled while the loads ran, and VmHWM after them. */
  loadPeakRss: number;
  endPeakRss: number;
  heapAfter: HeapUsage | undefined;
  runs: ScaleRun[];
  errors: ServerErrors;
};

/** Builds the web app and the server when dist/ is missing (the server then serves no pages). */
function buildIfNeeded(root: string, log: (line: string) => void): void {
  if (existsSync(path.join(root, 'dist/index.html'))) return;
  log('dist/ is missing: npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}).`);
}

/** Samples VmRSS every 50 ms until stopped; answers the highest value seen. */
function sampleRss(pid: number): () => Promise<number> {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rss } = await readMemory(pid).catch(() => ({ rss: 0 }));
      peak = Math.max(peak, rss);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

/** RSS once it stops moving: sampled every 200 ms until two samples are within 1 MB (at most 5 s). */
async function settledRss(pid: number): Promise<number> {
  let last = (await readMemory(pid)).rss;
  for (let tries = 0; tries < 25; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = (await readMemory(pid)).rss;
    if (Math.abs(now - last) < 1_000_000) return now;
    last = now;
  }
  return last;
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, recaptchaToken: '' }),
  });
  const body = (await answer.json()) as { token?: unknown };
  if (answer.status !== 200 || typeof body.token !== 'string') {
    throw new Error(`Logging in as the bench's administrator failed: ${answer.status} ${JSON.stringify(body)}`);
  }
  return body.token;
}

export async function measureScale(options: ScaleOptions): Promise<ScaleReport> {
  buildIfNeeded(options.root, options.log);
  return withBenchClub(options.track, 'bench-scale-', 'none', async ({ dataDir, env }) => {
    const size = scaleStoreSize;
    options.log(
      `Writing a club of ${size.members} members, ${size.walks} walks, ${size.images} images, ${size.newsletters} newsletters…`,
    );
    const writeStart = performance.now();
    const store = await writeScaleStore(dataDir);
    const writeMs = performance.now() - writeStart;
    options.log('Starting the production server on it (SEED=none)…');
    return withServer(options, env, (server) => measureRunning(server, store, writeMs, options));
  });
}

async function measureRunning(
  server: RunningServer,
  store: Awaited<ReturnType<typeof writeScaleStore>>,
  writeMs: number,
  options: ScaleOptions,
): Promise<ScaleReport> {
  const walkList = '/api/events/future';
  const firstStart = performance.now();
  const first = await probe(server.baseUrl, walkList);
  if (first.status !== 200) throw new Error(`${walkList} answered ${first.status}`);
  const firstAnswerMs = server.startupMs + (performance.now() - firstStart);
  const settled = await settledRss(server.pid);
  const startPeakRss = (await readMemory(server.pid)).peakRss;

  const token = await login(server.baseUrl, store.admin.email, store.admin.password);
  const admin = { authorization: `Bearer ${token}` };
  const timing = { connections: options.connections, timeoutSeconds: 10 };
  const reads: { label: string; path: string; budgeted: boolean; headers: Record<string, string> }[] = [
    { label: 'public walk list (upcoming)', path: walkList, budgeted: true, headers: {} },
    { label: 'public walk list (past)', path: '/api/events/past', budgeted: true, headers: {} },
    { label: 'admin members, page 1 of 50', path: '/admin/api/members?page=1&size=50', budgeted: true, headers: admin },
    {
      label: `admin members, search "${store.searchTerm}", 50`,
      path: `/admin/api/members?page=1&size=50&q=${encodeURIComponent(store.searchTerm)}`,
      budgeted: true,
      headers: admin,
    },
    { label: 'admin members, whole list', path: '/admin/api/members', budgeted: false, headers: admin },
  ];

  const runs: ScaleRun[] = [];
  let loadPeakRss = 0;
  for (const read of reads) {
    options.log(`  ${read.label}: ${read.path}`);
    const stopSampling = sampleRss(server.pid);
    const answer = await fetch(server.baseUrl + read.path, {
      headers: { ...read.headers, 'accept-encoding': 'identity' },
    });
    const bytes = (await answer.arrayBuffer()).byteLength;
    await load(server.baseUrl, read.path, { ...timing, duration: options.warmUpSeconds, headers: read.headers });
    const figures = await load(server.baseUrl, read.path, {
      ...timing,
      duration: options.seconds,
      headers: read.headers,
    });
    const peakRss = await stopSampling();
    loadPeakRss = Math.max(loadPeakRss, peakRss);
    runs.push({ ...figures, label: read.label, budgeted: read.budgeted, bytes, status: answer.status, peakRss });
    const exited = server.exitedEarly();
    if (exited) throw new Error(`${exited} while loading ${read.path}`);
  }

  // Three pools of members, each written from version 1: the warm-up's, and one per measured run.
  const third = Math.floor(store.writableIds.length / 3);
  options.log('  member writes: PUT /admin/api/members/{id} with If-Match');
  let stopSampling = sampleRss(server.pid);
  await loadWrites(server.baseUrl, {
    ids: store.writableIds.slice(2 * third),
    token,
    connections: options.connections,
    seconds: options.warmUpSeconds,
  });
  const writes = await loadWrites(server.baseUrl, {
    ids: store.writableIds.slice(0, third),
    token,
    connections: options.connections,
    seconds: options.seconds,
  });
  let peakRss = await stopSampling();
  loadPeakRss = Math.max(loadPeakRss, peakRss);
  runs.push({ ...writes, label: 'member write (PUT, If-Match)', budgeted: true, bytes: 0, status: 200, peakRss });
  stopSampling = sampleRss(server.pid);
  options.log('  member writes with an Idempotency-Key, as the admin app sends them');
  const keyed = await loadWrites(server.baseUrl, {
    ids: store.writableIds.slice(third, 2 * third),
    token,
    connections: options.connections,
    seconds: options.seconds,
    idempotencyKeys: true,
  });
  peakRss = await stopSampling();
  loadPeakRss = Math.max(loadPeakRss, peakRss);
  runs.push({ ...keyed, label: 'member write + Idempotency-Key', budgeted: false, bytes: 0, status: 200, peakRss });
  const exited = server.exitedEarly();
  if (exited) throw new Error(`${exited} during the member writes`);

  const end = await readMemory(server.pid);
  return {
    files: store.files,
    writeMs,
    listeningMs: server.startupMs,
    firstAnswerMs,
    pinned: server.pinned,
    settledRss: settled,
    startPeakRss,
    loadPeakRss: Math.max(loadPeakRss, end.rss),
    endPeakRss: end.peakRss,
    heapAfter: await server.heapUsage(),
    runs,
    errors: server.errors(),
  };
}
