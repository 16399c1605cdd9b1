import autocannon from 'autocannon';

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
};

/** One autocannon run against one path; latencies in milliseconds. */
export async function load(baseUrl: string, path: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl + path,
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.duration ?? 5 } : { amount: options.amount }),
    headers: options.headers ?? {},
    timeout: 10,
  });
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
