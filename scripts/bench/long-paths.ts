import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { isAppPath, trimTrailingSlashes } from '../../server/contracts';
import { pageHeads } from '../../server/site/page-head';
import { openStore } from '../../server/store';
import { count, heading, mark, ms, table } from './format';
import { startServer, type RunningServer } from './server';

/** The target: a request with a path this long is answered within it. */
export const longPathBudgetMs = 20;
/** The lengths: 20,000 slashes, 10,000 × 'a/'. */
const length = 20_000;
/** Node answers 431 to a longer request line (16 KB with the headers), so this is the longest that reaches the app. */
const longestAdmitted = 16_000;

export type Timed = { name: string; length: number; status?: number; median: number; max: number };
export type LongPathsReport = {
  /** The production server: Node's limit answers the lengths before the app sees them. */
  refused: Timed[];
  /** The production server, paths just under Node's limit: our code runs. */
  admitted: Timed[];
  /** The server started with --max-http-header-size raised, so the lengths reach the app. */
  raised: Timed[];
  /** The path functions in this process, on the lengths. */
  functions: Timed[];
  repetitions: number;
};

type Track = (stop: () => Promise<void>) => () => void;

function shapes(n: number): { name: string; path: string }[] {
  return [
    { name: 'slashes', path: '/'.repeat(n) },
    { name: 'slashes, then a letter', path: `${'/'.repeat(n)}a` },
    { name: 'a/ repeated', path: `/${'a/'.repeat(n / 2)}` },
    { name: '/leden, then slashes', path: `/leden${'/'.repeat(n)}` },
    { name: '/info/, slashes, a letter', path: `/info/${'/'.repeat(n)}a` },
    { name: '/api/, slashes, a letter', path: `/api/${'/'.repeat(n)}a` },
    { name: '/api/events/, a/ repeated', path: `/api/events/${'a/'.repeat(n / 2)}` },
    { name: '/admin/api/, slashes (no token)', path: `/admin/api${'/'.repeat(n)}` },
    { name: '/media/, slashes, a letter', path: `/media${'/'.repeat(n)}a` },
    { name: 'a file behind x/.. repeated', path: `/${'x/../'.repeat(n / 5)}assets/app.js` },
    { name: 'a long name, then b/.. repeated', path: `/${'a'.repeat(n / 2)}${'/b/..'.repeat(n / 10)}` },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Times each long path against the real server (one connection, one request at a time, so a slow
 * one cannot hide behind others) and the path functions in-process on the same inputs.
 */
export async function measureLongPaths(options: {
  root: string;
  quick: boolean;
  log: (line: string) => void;
  track: Track;
}): Promise<LongPathsReport> {
  const repetitions = options.quick ? 5 : 25;
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-paths-'));
  const cleanUp = options.track(() => rm(dir, { recursive: true, force: true }));
  // A small shell of its own: the figures are of the path handling, not of the page's size or a build.
  const distDir = path.join(dir, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="nl"><head><title>App</title></head><body></body></html>',
  );
  await writeFile(path.join(distDir, 'assets', 'app.js'), 'console.log("app");');
  const env = {
    DATA_DIR: path.join(dir, 'data'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    DIST_DIR: distDir,
    SEED: 'none',
    GEOCODER_URL: 'off',
  };
  try {
    options.log('Long paths: the production server…');
    const [refused, admitted] = await withServer(options, env, [], async (server) => [
      await timeRequests(server, shapes(length), repetitions),
      await timeRequests(server, shapes(longestAdmitted), repetitions),
    ]);
    options.log('Long paths: the server with --max-http-header-size=1048576…');
    const raised = await withServer(options, env, ['--max-http-header-size=1048576'], (server) =>
      timeRequests(server, shapes(length), repetitions),
    );
    options.log('Long paths: the path functions in-process…');
    const functions = await timeFunctions(env, repetitions);
    return { refused, admitted, raised, functions, repetitions };
  } finally {
    cleanUp();
    await rm(dir, { recursive: true, force: true });
  }
}

async function withServer<T>(
  options: { root: string; track: Track },
  env: Record<string, string>,
  nodeFlags: string[],
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer({ root: options.root, env, nodeFlags, readyTimeoutMs: 60_000 });
  const untrack = options.track(server.stop);
  try {
    return await use(server);
  } finally {
    untrack();
    await server.stop();
  }
}

async function timeRequests(
  server: RunningServer,
  list: { name: string; path: string }[],
  repetitions: number,
): Promise<Timed[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const shape of list) await get(server.baseUrl, shape.path, agent); // warm-up: the JIT, the page cache
    const results: Timed[] = [];
    for (const shape of list) {
      const times: number[] = [];
      let status = 0;
      for (let run = 0; run < repetitions; run += 1) {
        const started = performance.now();
        status = await get(server.baseUrl, shape.path, agent);
        times.push(performance.now() - started);
      }
      results.push({
        name: shape.name,
        length: shape.path.length,
        status,
        median: median(times),
        max: Math.max(...times),
      });
    }
    return results;
  } finally {
    agent.destroy();
  }
}

function get(baseUrl: string, target: string, agent: http.Agent): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: target, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

async function timeFunctions(env: Record<string, string>, repetitions: number): Promise<Timed[]> {
  const config = loadConfig(env);
  const store = await openStore(config.dataDir);
  const headFor = pageHeads({ config, store });
  const functions: { name: string; run: (path: string) => unknown }[] = [
    { name: 'trimTrailingSlashes', run: trimTrailingSlashes },
    { name: 'isAppPath', run: isAppPath },
    { name: 'page head', run: headFor },
    // The old ways, for comparison: what this bench was written to show gone.
    // eslint-disable-next-line regexp/no-super-linear-move -- the former trim, timed beside its replacement
    { name: "(before) path.replace(/\\/+$/, '')", run: (p) => p.replace(/\/+$/, '') },
    { name: '(before) path.posix.normalize', run: (p) => path.posix.normalize(p) },
  ];
  const results: Timed[] = [];
  for (const fn of functions) {
    for (const shape of shapes(length)) {
      fn.run(shape.path);
      const times: number[] = [];
      for (let run = 0; run < repetitions; run += 1) {
        const started = performance.now();
        fn.run(shape.path);
        times.push(performance.now() - started);
      }
      results.push({
        name: `${fn.name}: ${shape.name}`,
        length: shape.path.length,
        median: median(times),
        max: Math.max(...times),
      });
    }
  }
  return results;
}

export function printLongPaths(report: LongPathsReport): void {
  console.log(
    heading(`4. Long paths: each request alone, ${report.repetitions} times; target < ${longPathBudgetMs} ms`),
  );
  const rows = (list: Timed[]) =>
    list.map((t) => [
      t.name,
      count(t.length),
      t.status === undefined ? '' : String(t.status),
      ms(t.median),
      ms(t.max),
      mark(withinLongPathBudget(t)),
    ]);
  const print = (title: string, list: Timed[]) => {
    console.log(`\n${title}`);
    console.log(
      table(['path', 'chars', 'status', 'median', 'max', `< ${longPathBudgetMs} ms`], rows(list), [
        'left',
        'right',
        'right',
        'right',
        'right',
        'left',
      ]),
    );
  };
  print('Production server (Node refuses a request line over 16 KB with 431):', report.refused);
  print(`Production server, paths of ${count(longestAdmitted)} characters (the longest it admits):`, report.admitted);
  print('Server with --max-http-header-size=1048576 (the app sees the whole path):', report.raised);
  print('The path functions in-process (no HTTP):', report.functions);
  console.log('(the mark is on the median; the (before) rows are the replaced code, shown for comparison)');
}

/** The slowest request the report shows against the target, the replaced code left out. */
export function worstLongPath(report: LongPathsReport): Timed | undefined {
  const measured = [...report.refused, ...report.admitted, ...report.raised, ...report.functions];
  return measured
    .filter((t) => !t.name.includes('(before)'))
    .reduce<Timed | undefined>((worst, t) => (!worst || t.median > worst.median ? t : worst), undefined);
}

/** Fast, and no server error: a 5xx would be a wrong answer however quick. */
export const withinLongPathBudget = (t: Timed): boolean =>
  t.median < longPathBudgetMs && (t.status === undefined || t.status < 500);
