import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import type { Logger } from '../../server/logger';
import { loadConfig, type Config } from '../../server/config';
import { createServices, type Services } from '../../server/container';
import { openStore, type Store } from '../../server/store';

export type TestServer = {
  url: string;
  /** The Koa app itself, for tests that read its routers. */
  app: Koa;
  store: Store;
  config: Config;
  services: Services;
  logged: unknown[][];
  /** GET (or another method) and parse the JSON answer, keeping the raw text for checks on it. */
  request: (
    pathname: string,
    init?: RequestInit,
  ) => Promise<{ status: number; headers: Headers; text: string; json: unknown }>;
  close: () => Promise<void>;
};

/**
 * The real app on port 0 over a fresh temp DATA_DIR/UPLOADS_DIR (and DIST_DIR when given).
 * `now` fixes the clock for tests about upcoming and past walks. With `root`, the folders live
 * there and stay after close, so a second server can start on the same data (a restart).
 */
export async function startTestServer(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    /** Data files as they would lie on disk before the start, e.g. { 'members.json': {...} }. */
    dataFiles?: Record<string, unknown>;
    root?: string;
    /** Node refuses a longer request line or headers (431) before the app sees them; default 16 KB. */
    maxHeaderSize?: number;
  } = {},
): Promise<TestServer> {
  const root = options.root ?? (await mkdtemp(path.join(tmpdir(), 'club-api-')));
  const config = loadConfig({
    DATA_DIR: path.join(root, 'data'),
    UPLOADS_DIR: path.join(root, 'uploads'),
    DIST_DIR: path.join(root, 'dist'),
    // No server render unless a test builds one: the tests stay the same whether or not the build ran.
    SSR_DIR: path.join(root, 'ssr'),
    SEED: 'none',
    GEOCODER_URL: 'off',
    ...options.env,
  });
  await mkdir(config.dataDir, { recursive: true });
  for (const [name, content] of Object.entries(options.dataFiles ?? {})) {
    await writeFile(path.join(config.dataDir, name), JSON.stringify(content));
  }
  const store = await openStore(config.dataDir, options.now ? { now: options.now } : {});
  const logged: unknown[][] = [];
  const log: Logger = {
    info: (...args: unknown[]) => logged.push(args),
    warn: (...args: unknown[]) => logged.push(args),
    error: (...args: unknown[]) => logged.push(args),
  };
  const now = options.now ?? (() => new Date());
  const services = createServices({ config, store, log, now });
  services.mail.start();
  const app = createApp({ config, store, log, now, services });
  const server = createServer({ maxHeaderSize: options.maxHeaderSize }, app.callback()).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    app,
    store,
    config,
    services,
    logged,
    async request(pathname, init) {
      const response = await fetch(url + pathname, init);
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    async close() {
      await services.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.root) await rm(root, { recursive: true, force: true });
    },
  };
}
