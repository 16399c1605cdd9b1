/**
 * `npm run bench`: measures the budgets of ARCHITECTURE.md "Budgets" and prints them beside
 * their limits. It is a report, not a test: it exits 0 whether or not a budget holds, and 1
 * only when a measurement could not be made (a crash, a failed build, a server that did not start).
 *
 *   npx tsx scripts/bench.ts [--quick] [--build] [--compressed] [--only=bundle,latency,memory,images,paths,render]
 *
 *   --quick        short runs (for trying the script; the figures are rough)
 *   --build        rebuild dist/ first even when it exists
 *   --compressed   load the API as a browser does, with Accept-Encoding (the server then compresses)
 *   --only         run only the named stages
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { budgetStoreSize } from './bench/big-store-size';
import { measureBundle, type BundleReport } from './bench/bundle';
import { printBundle } from './bench/bundle-report';
import { measureImages, type ImageReport } from './bench/images';
import { printImages } from './bench/images-report';
import { measureLatency, type LatencyReport, type Timing } from './bench/latency';
import { printLatency } from './bench/latency-report';
import { measureLongPaths, type LongPathsReport } from './bench/long-paths';
import { printLongPaths } from './bench/long-paths-report';
import { measureMemory, type MemoryReport } from './bench/memory';
import { printMemory } from './bench/memory-report';
import { printFailure, type Outcome } from './bench/report';
import { measureRender, printRender } from './bench/render';
import { printSummary } from './bench/summary';
import { machineLoad, pinLoadGenerator, runBench } from './bench/machine';

const root = fileURLToPath(new URL('..', import.meta.url));
const stages = ['bundle', 'latency', 'memory', 'images', 'paths', 'render'] as const;
type Stage = (typeof stages)[number];

type Options = { quick: boolean; build: boolean; compressed: boolean; only: Set<Stage> };

function parseArgs(args: readonly string[]): Options {
  const options: Options = { quick: false, build: false, compressed: false, only: new Set(stages) };
  for (const arg of args) {
    if (arg === '--quick') options.quick = true;
    else if (arg === '--build') options.build = true;
    else if (arg === '--compressed') options.compressed = true;
    else if (arg.startsWith('--only=')) {
      const wanted = arg.slice('--only='.length).split(',');
      const unknown = wanted.filter((name) => !stages.includes(name as Stage));
      if (unknown.length > 0)
        throw new Error(`Unknown stage(s): ${unknown.join(', ')}; choose from ${stages.join(', ')}.`);
      options.only = new Set(wanted as Stage[]);
    } else
      throw new Error(`Unknown argument ${arg}. Use --quick, --build, --compressed or --only=${stages.join(',')}.`);
  }
  return options;
}

/** Progress goes to stderr, so stdout holds just the report. */
const log = (line: string) => console.error(`· ${line}`);

/** Cleanups of what is running now (servers, temp dirs), run when the bench is interrupted. */
const pending = new Set<() => Promise<void>>();
function track(stop: () => Promise<void>): () => void {
  pending.add(stop);
  return () => pending.delete(stop);
}
async function interrupted(): Promise<void> {
  log('interrupted: stopping servers and removing temp dirs…');
  for (const stop of [...pending].reverse()) await stop().catch(() => undefined);
  process.exit(130);
}

async function attempt<T>(stage: string, run: () => Promise<T>, print: (value: T) => void): Promise<Outcome<T>> {
  try {
    const value = await run();
    print(value);
    return { ok: true, value };
  } catch (error) {
    printFailure(stage, error);
    return { ok: false, error };
  }
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  process.on('SIGINT', () => void interrupted());
  process.on('SIGTERM', () => void interrupted());

  const timing: Timing = options.quick
    ? { connections: 50, warmUpSeconds: 0.3, seconds: 1, compressed: options.compressed }
    : { connections: 50, warmUpSeconds: 1, seconds: 5, compressed: options.compressed };
  // Read the load and the cores before pinning: afterwards this process sees only its own cores.
  const load = machineLoad();
  const cores = availableParallelism();
  console.log(
    `Bench of ${root} — node ${process.version}; ${pinLoadGenerator()}${options.quick ? '; QUICK run, rough figures' : ''}`,
  );
  console.log(load);

  let bundle: Outcome<BundleReport> | undefined;
  let latency: Outcome<LatencyReport> | undefined;
  let memory: Outcome<MemoryReport> | undefined;
  let images: Outcome<ImageReport> | undefined;
  let paths: Outcome<LongPathsReport> | undefined;

  if (options.only.has('bundle')) {
    log('Bundle…');
    bundle = await attempt('1. Bundle', () => measureBundle({ root, forceBuild: options.build, log }), printBundle);
  }
  if (options.only.has('latency')) {
    log('Latency…');
    latency = await attempt(
      '2. Latency',
      () => measureLatency({ root, timing, log, track }),
      (report) => printLatency(report, timing),
    );
  }
  if (options.only.has('memory')) {
    log('Memory…');
    memory = await attempt(
      '3. Memory',
      () => measureMemory({ root, size: budgetStoreSize, requestsPerEndpoint: options.quick ? 50 : 300, log, track }),
      printMemory,
    );
  }

  if (options.only.has('images')) {
    log('Images…');
    // IMAGE_JOBS as this machine's default: the server is pinned to one core, which would make it 1.
    images = await attempt('4. Images', () => measureImages({ root, imageJobs: cores, log, track }), printImages);
  }

  if (options.only.has('paths')) {
    log('Long paths…');
    paths = await attempt(
      '5. Long paths',
      () => measureLongPaths({ root, quick: options.quick, log, track }),
      printLongPaths,
    );
  }

  let render: Outcome<unknown> | undefined;
  if (options.only.has('render')) {
    log('Server rendering…');
    render = await attempt('6. Render', () => measureRender({ root, quick: options.quick, log, track }), printRender);
  }

  printSummary({ bundle, latency, memory, images, paths });
  const crashed = [bundle, latency, memory, images, paths, render].some(
    (outcome) => outcome !== undefined && !outcome.ok,
  );
  return crashed ? 1 : 0;
}

runBench(main);
