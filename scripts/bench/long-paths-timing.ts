/** Times each long path: requests to a running server one at a time, and the path functions in-process. */
import http from 'node:http';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { isAppPath, trimTrailingSlashes } from '../../server/contracts';
import { publicPage } from '../../server/site/public-page';
import { publicReads } from '../../server/site/public-reads';
import { neutralSettings, unnamedClub } from '../../server/settings/defaults';
import { clubSettings } from '../../server/settings/service';
import { openStore } from '../../server/store';
import { length, shapes } from './long-paths-shapes';
import type { RunningServer } from './server';

export type Timed = { name: string; length: number; status?: number; median: number; max: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function timeRequests(
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

export async function timeFunctions(env: Record<string, string>, repetitions: number): Promise<Timed[]> {
  const config = loadConfig(env);
  const store = await openStore(config.dataDir);
  const settings = clubSettings(store, () => neutralSettings(config.clubName ?? unnamedClub));
  const now = () => new Date();
  const services = { settings, publicReads: publicReads({ config, store, now, settings }) };
  const pageAt = publicPage({ config, store, now, services });
  const functions: { name: string; run: (path: string) => unknown }[] = [
    { name: 'trimTrailingSlashes', run: trimTrailingSlashes },
    { name: 'isAppPath', run: isAppPath },
    { name: 'page head', run: (p) => pageAt(p).head },
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
