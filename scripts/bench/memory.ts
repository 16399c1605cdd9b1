import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBigStore, type WrittenFile } from './big-store';
import type { BigStoreSize } from './big-store-size';
import { findSamples, resolveEndpoints } from './endpoints';
import { load, probe, type LoadFigures } from './load';
import { startServer, type HeapUsage, type Memory, type RunningServer, type ServerErrors } from './server';

export type MemorySnapshot = Memory & { heap: HeapUsage | undefined };

export type MemoryReport = {
  size: BigStoreSize;
  files: WrittenFile[];
  writeMs: number;
  startupMs: number;
  pinned: boolean;
  /** Right after start, before any request. */
  idle: MemorySnapshot;
  /** After every public endpoint was asked `requestsPerEndpoint` times. */
  loaded: MemorySnapshot;
  /** Not budgeted: how the endpoints fare with a large store. */
  endpoints: (LoadFigures & { bytes: number })[];
  errors: ServerErrors;
};

type Track = (stop: () => Promise<void>) => () => void;

/**
 * The memory budget: a club with many members, walks and images, written straight to a
 * fresh DATA_DIR, opened by the real server (SEED=none) and then used a little, since
 * answering requests grows the heap beyond what a freshly started server holds.
 */
export async function measureMemory(options: {
  root: string;
  size: BigStoreSize;
  requestsPerEndpoint: number;
  log: (line: string) => void;
  track: Track;
}): Promise<MemoryReport> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-big-'));
  const cleanUp = options.track(() => rm(dir, { recursive: true, force: true }));
  try {
    const dataDir = path.join(dir, 'data');
    const { size } = options;
    options.log(`Writing a store with ${size.members} members, ${size.walks} walks and ${size.images} images…`);
    const writeStart = performance.now();
    const files = await writeBigStore(dataDir, size);
    const writeMs = performance.now() - writeStart;

    options.log('Starting the server on it (SEED=none)…');
    const server = await startServer({
      root: options.root,
      env: { DATA_DIR: dataDir, UPLOADS_DIR: path.join(dir, 'uploads'), SEED: 'none', GEOCODER_URL: 'off' },
      readyTimeoutMs: 300_000,
    });
    const untrack = options.track(server.stop);
    try {
      const idle = await snapshot(server);
      const endpoints = await useEveryEndpoint(server, options.requestsPerEndpoint, options.log);
      const exited = server.exitedEarly();
      if (exited) throw new Error(`${exited} under load`);
      return {
        size,
        files,
        writeMs,
        startupMs: server.startupMs,
        pinned: server.pinned,
        idle,
        loaded: await snapshot(server),
        endpoints,
        errors: server.errors(),
      };
    } finally {
      untrack();
      await server.stop();
    }
  } finally {
    cleanUp();
    await rm(dir, { recursive: true, force: true });
  }
}

async function snapshot(server: RunningServer): Promise<MemorySnapshot> {
  // The heap first: asking for it allocates a little, and RSS is the figure that counts.
  const heap = await server.heapUsage();
  return { ...(await server.memory()), heap };
}

/** Ten connections, `amount` requests per endpoint: enough for every answer to have been built many times. */
async function useEveryEndpoint(server: RunningServer, amount: number, log: (line: string) => void) {
  const { eventId } = await findSamples(server.baseUrl);
  const endpoints: (LoadFigures & { bytes: number })[] = [];
  for (const endpoint of resolveEndpoints(eventId)) {
    log(`  ${endpoint}`);
    const { bytes } = await probe(server.baseUrl, endpoint);
    endpoints.push({ ...(await load(server.baseUrl, endpoint, { connections: 10, amount })), bytes });
  }
  return endpoints;
}
