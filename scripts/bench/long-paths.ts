/** The long-paths stage: starts the server twice with a small shell of its own and times the long paths. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { length, longestAdmitted, shapes } from './long-paths-shapes';
import { timeFunctions, timeRequests, type Timed } from './long-paths-timing';
import { startServer, type RunningServer, type Track } from './server';

export type LongPathsReport = {
  /** The production server: Node's limit answers the lengths it must bear before the app sees them. */
  refused: Timed[];
  /** The production server, paths just under Node's limit: our code runs. */
  admitted: Timed[];
  /** The server started with --max-http-header-size raised, so the lengths it must bear reach the app. */
  raised: Timed[];
  /** The path functions in this process, on the lengths it must bear. */
  functions: Timed[];
  repetitions: number;
};

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
