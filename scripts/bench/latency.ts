import { findSamples, resolveEndpoints } from './endpoints';
import { browserHeaders, load, probe, warmUp, type LoadFigures } from './load';
import {
  startServer,
  withBenchClub,
  type HeapUsage,
  type Memory,
  type RunningServer,
  type ServerErrors,
  type Track,
} from './server';

export type Timing = {
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  /** Send a browser's Accept-Encoding, so the server compresses as it does for real visitors. */
  compressed: boolean;
};

export type EndpointFigures = LoadFigures & { status: number; bytes: number };

export type LatencyReport = {
  /** The first start, which seeds the demo club. */
  seedingStartupMs: number;
  /** A normal start on the seeded data: the server that is measured. */
  startupMs: number;
  pinned: boolean;
  endpoints: EndpointFigures[];
  /** Left out when the demo walks have no banner. */
  media: EndpointFigures | undefined;
  /** Why an endpoint could not be measured (e.g. no walk to ask for). */
  notes: string[];
  memoryAfter: Memory;
  heapAfter: HeapUsage | undefined;
  errors: ServerErrors;
};

/**
 * The latency budget: the real server on demo data, one endpoint at a time, each warmed up
 * first and then loaded with `connections` concurrent connections.
 *
 * The demo club is seeded by a first start, which is then stopped: seeding happens once in a
 * club's life and leaves its traces (image generation) in that process, so the figures come
 * from a second, ordinary start on the seeded data, like a club's server after a restart.
 */
export async function measureLatency(options: {
  root: string;
  timing: Timing;
  log: (line: string) => void;
  track: Track;
}): Promise<LatencyReport> {
  return withBenchClub(options.track, 'bench-demo-', 'demo', async ({ env }) => {
    options.log('Seeding the demo club (first start, SEED=demo)…');
    const seedingStartupMs = await withServer(options, env, async (server) => server.startupMs);
    options.log('Starting the server again on the seeded data…');
    return withServer(options, env, async (server) => ({
      seedingStartupMs,
      ...(await loadEveryEndpoint(server, options.timing, options.log)),
    }));
  });
}

/** Runs `use` against a started server and always stops it, also when interrupted. */
export async function withServer<T>(
  options: { root: string; track: Track },
  env: Record<string, string>,
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer({ root: options.root, env, readyTimeoutMs: 180_000 });
  const untrack = options.track(server.stop);
  try {
    return await use(server);
  } finally {
    untrack();
    await server.stop();
  }
}

async function loadEveryEndpoint(
  server: RunningServer,
  timing: Timing,
  log: (line: string) => void,
): Promise<Omit<LatencyReport, 'seedingStartupMs'>> {
  const notes: string[] = [];
  const { eventId, bannerUuid } = await findSamples(server.baseUrl);
  if (eventId === undefined) notes.push('No published walk found: /api/events/{id} was not measured.');

  // The budget is about a server in use, not one that just started: one pass over every endpoint
  // first, so the JIT has compiled the shared code (router, middleware, serialization) before any run counts.
  const headers = timing.compressed ? browserHeaders : {};
  for (const endpoint of resolveEndpoints(eventId)) {
    await warmUp(server.baseUrl, endpoint, {
      connections: timing.connections,
      duration: timing.warmUpSeconds,
      headers,
    });
  }

  const endpoints: EndpointFigures[] = [];
  for (const endpoint of resolveEndpoints(eventId)) {
    endpoints.push(await measureOne(server, endpoint, timing, log));
  }

  let media: EndpointFigures | undefined;
  if (bannerUuid) {
    // The probe's request makes and caches the variant; warm-up and run then measure the cached file.
    media = await measureOne(server, `/media/${bannerUuid}/640x640.webp`, timing, log);
  } else {
    notes.push('No walk with a banner found: the media variant was not measured.');
  }

  return {
    startupMs: server.startupMs,
    pinned: server.pinned,
    endpoints,
    media,
    notes,
    memoryAfter: await server.memory(),
    heapAfter: await server.heapUsage(),
    errors: server.errors(),
  };
}

async function measureOne(
  server: RunningServer,
  endpoint: string,
  timing: Timing,
  log: (line: string) => void,
): Promise<EndpointFigures> {
  log(`  ${endpoint}`);
  const headers = timing.compressed ? browserHeaders : {};
  const { status, bytes } = await probe(server.baseUrl, endpoint);
  await warmUp(server.baseUrl, endpoint, { connections: timing.connections, duration: timing.warmUpSeconds, headers });
  const figures = await load(server.baseUrl, endpoint, {
    connections: timing.connections,
    duration: timing.seconds,
    headers,
  });
  const exited = server.exitedEarly();
  if (exited) throw new Error(`${exited} while loading ${endpoint}`);
  return { ...figures, status, bytes };
}
