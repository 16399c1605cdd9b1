/**
 * `npm run bench:spellings`: the home page's throughput (req/s, p50, p99) at 50 connections, first
 * alone, then while 50 more connections send made-up spellings of the club's pages
 * (scripts/bench/spellings.ts). Before pages had one spelling, each spelling was a page rendered and
 * kept on its own, and every 500 of them emptied the page cache. A benchmark, not a test: it exits 0
 * whatever the figures, and 1 only when it could not measure.
 *
 *   npx tsx scripts/bench-spellings.ts [--quick] [--server=DIR]
 *
 *   --quick       short runs (for trying the script; the figures are rough)
 *   --server=DIR  measure the server of another checkout (e.g. main, for a before-and-after), with
 *                 this checkout's web build (dist/, build/ssr/: `npm run build` first), so both serve
 *                 the same pages; DIR needs its node_modules (a symlink will do)
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, heading, ms, table } from './bench/format';
import { load, loadGenerator, warmUp, type LoadFigures } from './bench/load';
import { machineLoad, pinLoadGenerator, runBench } from './bench/machine';
import { startServer, withBenchClub, type RunningServer } from './bench/server';
import { flood, spellings } from './bench/spellings';

const root = fileURLToPath(new URL('..', import.meta.url));
const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const connections = 50;

type Options = { quick: boolean; serverRoot: string };

function parseArgs(args: readonly string[]): Options {
  const options: Options = { quick: false, serverRoot: root };
  for (const arg of args) {
    if (arg === '--quick') options.quick = true;
    else if (arg.startsWith('--server=')) options.serverRoot = path.resolve(arg.slice('--server='.length));
    else throw new Error(`Unknown argument ${arg}. Use --quick or --server=DIR.`);
  }
  return options;
}

async function json<T>(baseUrl: string, apiPath: string): Promise<T> {
  return (await (await fetch(baseUrl + apiPath)).json()) as T;
}

/** The demo club's info pages, by their slug: the pages to spell. */
async function infoSlugsOf(baseUrl: string): Promise<string[]> {
  const pages = await json<{ link: string }[]>(baseUrl, '/api/website-pages');
  return pages.map((page) => page.link);
}

/** Server-Timing's word for how a page was made ('kept', 'rendered', 'shell'), or '' for none. */
const madeAs = (response: Response) => /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? '';

/** How the server answers: the home page, and a sample of the spellings (status, and how a 200 was made). */
async function answers(baseUrl: string, sample: readonly string[]) {
  const home = madeAs(await fetch(`${baseUrl}/`, { headers: browser }));
  const tally = new Map<string, number>();
  for (const pagePath of sample) {
    const response = await fetch(baseUrl + pagePath, { redirect: 'manual' });
    await response.arrayBuffer();
    const answer = `${response.status}${response.status === 200 ? ` ${madeAs(response)}` : ''}`;
    tally.set(answer, (tally.get(answer) ?? 0) + 1);
  }
  const spelled = [...tally]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, times]) => `${times} × ${answer}`)
    .join(', ');
  return { home, spelled };
}

type Report = {
  alone: LoadFigures;
  home: LoadFigures;
  flood: LoadFigures;
  before: Awaited<ReturnType<typeof answers>>;
  after: Awaited<ReturnType<typeof answers>>;
  rssMb: number;
  pinned: boolean;
};

async function measure(server: RunningServer, seconds: number): Promise<Report> {
  // The flood walks through these in turn: each request a spelling not asked before, for the first
  // 40,000 or so (the demo club's slugs have that many), more than the flood sent before the fix.
  const paths = spellings(await infoSlugsOf(server.baseUrl), 200_000);
  // Spellings the flood did not reach before the fix: new to the server when asked.
  const [beforeSample, afterSample] = [paths.slice(39_920, 39_960), paths.slice(39_960, 40_000)];
  await fetch(`${server.baseUrl}/`);
  await warmUp(server.baseUrl, '/', { connections, duration: 2, headers: browser });
  console.error(`· The home page alone, ${seconds} s…`);
  const alone = await load(server.baseUrl, '/', { connections, duration: seconds, headers: browser });
  const before = await answers(server.baseUrl, beforeSample);
  console.error(`· The home page with the spellings flood beside it, ${seconds} s…`);
  const [home, floodFigures] = await Promise.all([
    load(server.baseUrl, '/', { connections, duration: seconds, headers: browser }),
    flood(server.baseUrl, paths, { connections, seconds, headers: browser }),
  ]);
  const after = await answers(server.baseUrl, afterSample);
  const { rss } = await server.memory();
  return { alone, home, flood: floodFigures, before, after, rssMb: rss / 1e6, pinned: server.pinned };
}

function print(report: Report, serverRoot: string): void {
  console.log(heading(`Home page beside a spellings flood: ${serverRoot}`));
  console.log(
    `Server ${report.pinned ? 'pinned to core 0' : 'NOT pinned'}; ${loadGenerator()} with ${connections} connections per load.\n`,
  );
  const row = (name: string, figures: LoadFigures) => [
    name,
    count(figures.requestsPerSecond),
    ms(figures.p50),
    ms(figures.p99),
    ms(figures.max),
    count(figures.non2xx + figures.errors),
  ];
  console.log(
    table(
      ['load', 'req/s', 'p50', 'p99', 'max', 'non-2xx/3xx + errors'],
      [row('/ alone', report.alone), row('/ during the flood', report.home), row('spellings flood', report.flood)],
      ['left', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  console.log(`\n/ before the flood: ${report.before.home}; right after it: ${report.after.home}`);
  console.log(
    `40 new spellings, asked one by one: before the flood ${report.before.spelled}; after it ${report.after.spelled}`,
  );
  console.log(`Server memory (RSS) after the flood: ${report.rssMb.toFixed(0)} MB`);
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const web = { DIST_DIR: path.join(root, 'dist'), SSR_DIR: path.join(root, 'build/ssr') };
  for (const file of [path.join(web.DIST_DIR, 'index.html'), path.join(web.SSR_DIR, 'entry-server.mjs')]) {
    await access(file).catch(() => {
      throw new Error(`${path.relative(root, file)} is missing: run npm run build first.`);
    });
  }
  const machine = machineLoad();
  console.log(`Spellings bench — node ${process.version}; ${pinLoadGenerator()}${options.quick ? '; QUICK run' : ''}`);
  console.log(machine);
  const seconds = options.quick ? 2 : 10;
  const stops = new Set<() => Promise<void>>();
  const track = (stop: () => Promise<void>) => {
    stops.add(stop);
    return () => stops.delete(stop);
  };
  const interrupted = async () => {
    for (const stop of [...stops].reverse()) await stop().catch(() => undefined);
    process.exit(130);
  };
  process.on('SIGINT', () => void interrupted());
  process.on('SIGTERM', () => void interrupted());
  const report = await withBenchClub(track, 'bench-spellings-', 'demo', async ({ env }) => {
    const start = () => startServer({ root: options.serverRoot, env: { ...env, ...web }, readyTimeoutMs: 180_000 });
    console.error('· Seeding the demo club (first start)…');
    await (await start()).stop();
    const server = await start();
    const untrack = track(server.stop);
    try {
      return await measure(server, seconds);
    } finally {
      untrack();
      await server.stop();
    }
  });
  print(report, options.serverRoot);
  return 0;
}

runBench(main);
