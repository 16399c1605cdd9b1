/**
 * `npm run bench:api`: a public JSON read of the built server against nginx serving the same bytes
 * and a bare node server (scripts/bench/api-vs-nginx.sh), all three pinned to core 0, wrk on core 1,
 * 50 connections; printed as a table with the project's share of nginx beside the targets of issue
 * 19 (≥ 0.6 × nginx, p99 < 10 ms). A benchmark, not a test: it exits 0 whatever the figures.
 *
 *   npx tsx scripts/bench-api.ts [PATH]     (default /api/events/own/future; needs nginx and wrk)
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heading, mark, table } from './bench/format';
import { startServer } from './bench/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = { share: 0.6, p99Ms: 10 };

type Row = { name: string; rps: number; p99Ms: number };

/** wrk's latency with its unit ("812.00us", "9.40ms", "1.02s") in milliseconds. */
function millis(text: string): number {
  const value = Number.parseFloat(text);
  if (text.endsWith('us')) return value / 1000;
  if (text.endsWith('ms')) return value;
  return text.endsWith('s') ? value * 1000 : Number.NaN;
}

/** The script's lines "project   12345.67 req/s  p99 9.40ms", round by round. */
function rowsOf(output: string): Row[] {
  return [...output.matchAll(/^(\S+)\s+([\d.]+) req\/s\s+p99 (\S+)$/gm)].map(([, name, rps, p99]) => ({
    name: name!,
    rps: Number(rps),
    p99Ms: millis(p99!),
  }));
}

function print(apiPath: string, rows: Row[]): void {
  console.log(heading(`${apiPath}: 50 connections, server on core 0, wrk on core 1`));
  const rounds: Row[][] = [];
  for (let i = 0; i < rows.length; i += 3) rounds.push(rows.slice(i, i + 3));
  const lines = rounds.flatMap((round, index) => {
    const nginx = round.find((row) => row.name === 'nginx')?.rps ?? Number.NaN;
    return round.map((row) => {
      const share = row.rps / nginx;
      const own = row.name === 'project';
      return [
        String(index + 1),
        row.name,
        Math.round(row.rps).toLocaleString('en-US'),
        `${row.p99Ms.toFixed(2)} ms${own ? ` ${mark(row.p99Ms < targets.p99Ms)}` : ''}`,
        `${share.toFixed(2)}${own ? ` ${mark(share >= targets.share)}` : ''}`,
      ];
    });
  });
  console.log(
    table(['round', 'server', 'req/s', 'p99', '× nginx'], lines, ['right', 'left', 'right', 'right', 'right']),
  );
  console.log(`targets: the project ≥ ${targets.share} × nginx, p99 < ${targets.p99Ms} ms`);
}

async function main(): Promise<void> {
  const apiPath = process.argv[2] ?? '/api/events/own/future';
  for (const tool of ['nginx', 'wrk']) {
    if (spawnSync('which', [tool], { stdio: 'ignore' }).status !== 0)
      throw new Error(`${tool} is missing: apt-get install -y nginx-light wrk`);
  }
  const [load] = loadavg();
  if (load !== undefined && load > 0.5) console.error(`· Load average ${load.toFixed(2)}: the machine is not quiet.`);

  const dir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const env = { DATA_DIR: path.join(dir, 'data'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED: 'demo' };
  // The first start seeds the demo club; the measured server starts on the seeded data, as a club's does.
  console.error('· Seeding the demo club…');
  await (await startServer({ root, env, readyTimeoutMs: 180_000 })).stop();
  const server = await startServer({ root, env, readyTimeoutMs: 180_000 });
  try {
    const script = path.join(root, 'scripts/bench/api-vs-nginx.sh');
    const run = spawnSync('bash', [script, server.baseUrl, apiPath], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`api-vs-nginx.sh failed: ${run.stderr}`);
    console.error(run.stdout.trim());
    print(apiPath, rowsOf(run.stdout));
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
