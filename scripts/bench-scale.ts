/**
 * `npm run bench:scale`: writes a club of 10,000 members, 2,000 walks, 20,000 images
 * and 200 newsletters into a temp DATA_DIR, starts the production server on it (built when dist/ is
 * missing; the server itself is rebuilt every time) pinned to core 0, and prints one table: start time,
 * RSS after start and under load, and p50/p99/req/s at 20 connections of the public walk lists, the
 * admin member list (page of 50, with and without a search) and a member write. A report, not a test:
 * exits 0 whether or not a target holds, 1 only when a measurement could not be made.
 *
 *   npx tsx scripts/bench-scale.ts [--quick] [--seconds=N] [--connections=N]
 */
import { fileURLToPath } from 'node:url';
import { loadGenerator } from './bench/load';
import { measureScale } from './bench/scale';
import { printScale } from './bench/scale-report';
import { machineLoad, pinLoadGenerator, runBench } from './bench/machine';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => console.error(`· ${line}`);

type Options = { quick: boolean; seconds: number; connections: number };

function parseArgs(args: readonly string[]): Options {
  const options: Options = { quick: false, seconds: 10, connections: 20 };
  for (const arg of args) {
    const [name, value] = arg.split('=', 2);
    if (arg === '--quick') options.quick = true;
    else if (name === '--seconds' && Number(value) > 0) options.seconds = Number(value);
    else if (name === '--connections' && Number.isInteger(Number(value)) && Number(value) > 0)
      options.connections = Number(value);
    else throw new Error(`Unknown argument ${arg}. Use --quick, --seconds=N or --connections=N.`);
  }
  if (options.quick) options.seconds = Math.min(options.seconds, 2);
  // wrk takes whole seconds.
  options.seconds = Math.max(1, Math.round(options.seconds));
  return options;
}

const pending = new Set<() => Promise<void>>();
function track(stop: () => Promise<void>): () => void {
  pending.add(stop);
  return () => pending.delete(stop);
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  process.on('SIGINT', () => {
    log('interrupted: stopping the server and removing the temp dir…');
    void Promise.all([...pending].map((stop) => stop().catch(() => undefined))).then(() => process.exit(130));
  });
  // Read the load before pinning: afterwards this process sees only its own cores.
  const load = machineLoad();
  console.log(`Scale bench — node ${process.version}; ${pinLoadGenerator()}; load generator ${loadGenerator()}`);
  console.log(load);
  const report = await measureScale({
    root,
    connections: options.connections,
    warmUpSeconds: options.quick ? 1 : 2,
    seconds: options.seconds,
    log,
    track,
  });
  printScale(report, options.connections);
  return 0;
}

runBench(main);
