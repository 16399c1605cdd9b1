import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

/**
 * wrk (C, from Debian's packages) drives 50 connections without becoming the bottleneck itself;
 * autocannon, in JavaScript on the one spare core, tops out near the server's own rate and so
 * measures its own queue. autocannon remains the fallback and handles fixed request counts.
 */
export const hasWrk = (): boolean => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).status !== null;
const useWrk = hasWrk();
const taskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

export const loadGenerator = (): string => (useWrk ? 'wrk' : 'autocannon');

/** What a browser sends, so compression costs what it costs for real visitors (`--compressed`). */
export const browserHeaders: Record<string, string> = {
  accept: 'application/json, */*',
  'accept-encoding': 'gzip, deflate, br',
};

export type LoadFigures = {
  path: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
};

export type LoadOptions = {
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration?: number;
  /** Stop after this many requests in all. */
  amount?: number;
  /** Extra request headers; none by default, as autocannon sends (so no compression). */
  headers?: Record<string, string>;
  /** A wrk Lua script that makes each request (method, path, headers, body); `path` then only names the run. */
  wrkScript?: string;
  /** wrk's per-request timeout in seconds (its default is 2): slower answers count as errors, not latencies. */
  timeoutSeconds?: number;
};

/** wrk's durations ("812.00us", "9.46ms", "1.02s") in milliseconds. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
}

async function loadWithWrk(baseUrl: string, path: string, options: LoadOptions): Promise<LoadFigures> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrkArgs = [
    '-t1',
    `-c${options.connections}`,
    // wrk takes whole seconds only ("0.5s" is refused).
    `-d${Math.max(1, Math.ceil(options.duration ?? 5))}s`,
    '--latency',
    ...(options.timeoutSeconds ? [`--timeout=${options.timeoutSeconds}s`] : []),
    ...headers,
    ...(options.wrkScript ? ['-s', options.wrkScript, `${baseUrl}/`] : [baseUrl + path]),
  ];
  // The server is pinned to core 0; the load generator takes core 1.
  const [command, args] = taskset ? ['taskset', ['-c', '1', 'wrk', ...wrkArgs]] : ['wrk', wrkArgs];
  const { stdout } = await run(command, args as string[]);
  const line = (pattern: RegExp) => pattern.exec(stdout)?.slice(1) ?? [];
  const [, , max = ''] = line(/Latency\s+(\S+)\s+(\S+)\s+(\S+)/);
  // (?<!\d): tried from a number's first digit only, not again from each of its digits.
  const [requests = '0', seconds = '1'] = line(/(?<!\d)(\d+) requests in ([\d.]+)s/);
  const [non2xx = '0'] = line(/Non-2xx or 3xx responses: (\d+)/);
  const socketErrors = line(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    path,
    requests: Number(requests),
    requestsPerSecond: Number(requests) / Number(seconds),
    // The percentile lines of --latency ('     99%    3.21ms'), not the Latency line's '+/- Stdev'
    // column, which can end in '…99%' and would hand over the next line's first word.
    p50: milliseconds(line(/^[ \t]*50%[ \t]+(\S+)/m)[0] ?? ''),
    p99: milliseconds(line(/^[ \t]*99%[ \t]+(\S+)/m)[0] ?? ''),
    max: milliseconds(max),
    non2xx: Number(non2xx),
    errors: socketErrors.reduce((sum, n) => sum + Number(n), 0),
  };
}

/** One load run against one path (wrk when installed, for a duration); latencies in milliseconds. */
export async function load(baseUrl: string, path: string, options: LoadOptions): Promise<LoadFigures> {
  if (useWrk && options.amount === undefined) return loadWithWrk(baseUrl, path, options);
  if (options.wrkScript) throw new Error('A wrk script needs wrk and a duration.');
  const result = await autocannon({
    url: baseUrl + path,
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.duration ?? 5 } : { amount: options.amount }),
    headers: options.headers ?? {},
    timeout: 10,
  });
  return autocannonFigures(path, result);
}

/** An autocannon run's figures, as wrk's are read. */
export function autocannonFigures(path: string, result: autocannon.Result): LoadFigures {
  return {
    path,
    requests: result.requests.total,
    // Total over time rather than autocannon's once-a-second samples, which short runs lack.
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A short run whose figures are thrown away: lets V8 optimise the handlers and fills caches first. */
export async function warmUp(baseUrl: string, path: string, options: LoadOptions): Promise<void> {
  await load(baseUrl, path, options);
}

export type Probe = { status: number; bytes: number; body: unknown };

/** One plain request: its status and uncompressed body size, and the parsed JSON when there is some. */
export async function probe(baseUrl: string, path: string): Promise<Probe> {
  const response = await fetch(baseUrl + path, {
    headers: { accept: 'application/json', 'accept-encoding': 'identity' },
  });
  const content = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    bytes: content.length,
    body: isJson ? JSON.parse(content.toString('utf8')) : undefined,
  };
}
