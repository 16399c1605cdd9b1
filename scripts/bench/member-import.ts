/**
 * `npm run bench:import`: the member import at its intended size. Writes a club of 5,000 members,
 * starts the production server on it (pinned to core 0 when taskset exists), and imports an .xlsx of
 * 5,000 rows in the export's columns (half of them members it updates, half new people) through the
 * admin API, three rounds: the upload (read and checked), the dry run (timed three times) and the
 * import (one write, then the history entry). Prints each round and the slowest against the target
 * of 5 s per dry run and per import. A report, not a test: exits 0 whether or not a target holds,
 * 1 only when a measurement could not be made.
 *
 *   npx tsx scripts/bench/member-import.ts [--rows=N] [--rounds=N]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MemberImportPlan, MemberImportUpload } from '../../server/contracts';
import { count, heading, mark, mb, ms, table } from './format';
import { machineLoad, runBench } from './machine';
import { importWorkbook, writeImportClub } from './member-import-club';
import { withServer } from './latency';
import { withBenchClub, type RunningServer } from './server';
import { readMemory } from './server-probes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.error(`· ${line}`);
const targetMs = 5000;

type Options = { rows: number; rounds: number };

function parseArgs(args: readonly string[]): Options {
  const options: Options = { rows: 5000, rounds: 3 };
  for (const arg of args) {
    const [name, value] = arg.split('=', 2);
    const number = Number(value);
    if (name === '--rows' && Number.isInteger(number) && number > 0 && number <= 10_000) options.rows = number;
    else if (name === '--rounds' && Number.isInteger(number) && number > 0) options.rounds = number;
    else throw new Error(`Unknown argument ${arg}. Use --rows=N (at most 10000) or --rounds=N.`);
  }
  return options;
}

const pending = new Set<() => Promise<void>>();
function track(stop: () => Promise<void>): () => void {
  pending.add(stop);
  return () => pending.delete(stop);
}

/** One request's answer and how long it took, from the first byte sent to the last byte read. */
async function timed<T>(label: string, send: () => Promise<Response>): Promise<{ body: T; ms: number; bytes: number }> {
  const start = performance.now();
  const response = await send();
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${label} answered ${response.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text) as T, ms: elapsed, bytes: Buffer.byteLength(text) };
}

/** Samples the server's VmRSS every 50 ms until stopped; answers the highest value seen. */
function sampleRss(pid: number): () => Promise<number> {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, (await readMemory(pid).catch(() => ({ rss: 0 }))).rss);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

type Round = {
  fileBytes: number;
  uploadMs: number;
  dryRunMs: number[];
  dryRunBytes: number;
  importMs: number;
  counts: MemberImportPlan['counts'];
};

async function runRounds(server: RunningServer, options: Options, club: Awaited<ReturnType<typeof writeImportClub>>) {
  const login = await timed<{ token: string }>('login', () =>
    fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: club.admin.email, password: club.admin.password, recaptchaToken: '' }),
    }),
  );
  const auth = { authorization: `Bearer ${login.body.token}` };
  const post = (path: string, body: unknown) =>
    fetch(server.baseUrl + path, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const rounds: Round[] = [];
  const startRss = (await readMemory(server.pid)).rss;
  const stopSampling = sampleRss(server.pid);
  for (let round = 1; round <= options.rounds; round++) {
    const file = await importWorkbook(club.known, options.rows, Math.floor(options.rows / 2), round);
    log(`round ${round}: upload ${mb(file.length)}, dry run ×3, import`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), `leden-${round}.xlsx`);
    const upload = await timed<MemberImportUpload>('upload', () =>
      fetch(`${server.baseUrl}/admin/api/member-imports/upload`, { method: 'POST', headers: auth, body: form }),
    );
    log(`  RSS after upload ${mb((await readMemory(server.pid)).rss)}`);
    const request = { token: upload.body.token, mapping: upload.body.columns.map((column) => column.field) };
    const dryRuns = [];
    for (let run = 0; run < 3; run++) {
      dryRuns.push(await timed<MemberImportPlan>('dry run', () => post('/admin/api/member-imports/dry-run', request)));
    }
    const plan = dryRuns[0]!.body;
    log(`  RSS after dry runs ${mb((await readMemory(server.pid)).rss)}`);
    const confirmed = await timed('import', () =>
      post('/admin/api/member-imports/confirm', { ...request, planKey: plan.planKey }),
    );
    log(`  RSS after import ${mb((await readMemory(server.pid)).rss)}`);
    rounds.push({
      fileBytes: file.length,
      uploadMs: upload.ms,
      dryRunMs: dryRuns.map((run) => run.ms),
      dryRunBytes: dryRuns[0]!.bytes,
      importMs: confirmed.ms,
      counts: plan.counts,
    });
  }
  return { rounds, startRss, peakRss: await stopSampling(), endPeakRss: (await readMemory(server.pid)).peakRss };
}

function print(options: Options, members: number, result: Awaited<ReturnType<typeof runRounds>>) {
  console.log(heading('Member import'));
  console.log(`club: ${count(members)} members; file: ${count(options.rows)} rows (.xlsx, the export's columns)`);
  const rows = result.rounds.map((round, index) => [
    String(index + 1),
    mb(round.fileBytes),
    `${round.counts.new}/${round.counts.updated}/${round.counts.unchanged}/${round.counts.skipped}`,
    ms(round.uploadMs),
    round.dryRunMs.map((value) => ms(value)).join(', '),
    mb(round.dryRunBytes),
    ms(round.importMs),
  ]);
  console.log(
    table(['round', 'file', 'new/upd/same/skip', 'upload', 'dry runs', 'dry-run answer', 'import'], rows, [
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
    ]),
  );
  const slowestDryRun = Math.max(...result.rounds.flatMap((round) => round.dryRunMs));
  const slowestImport = Math.max(...result.rounds.map((round) => round.importMs));
  console.log(
    '\n' +
      table(
        ['measure', 'value', 'target', ''],
        [
          ['slowest dry run', ms(slowestDryRun), `< ${ms(targetMs)}`, mark(slowestDryRun < targetMs)],
          ['slowest import (confirm)', ms(slowestImport), `< ${ms(targetMs)}`, mark(slowestImport < targetMs)],
          ['slowest upload (read and check)', ms(Math.max(...result.rounds.map((round) => round.uploadMs))), '', ''],
          ['server RSS before the first upload', mb(result.startRss), '', ''],
          ['server peak RSS while importing (sampled)', mb(result.peakRss), '', ''],
          ['server peak RSS at the end (VmHWM)', mb(result.endPeakRss), '', ''],
        ],
        ['left', 'right', 'right', 'left'],
      ),
  );
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  process.on('SIGINT', () => {
    log('interrupted: stopping the server and removing the temp dir…');
    void Promise.all([...pending].map((stop) => stop().catch(() => undefined))).then(() => process.exit(130));
  });
  console.log(`Member import bench — node ${process.version}`);
  console.log(machineLoad());
  if (!existsSync(`${root}/dist/index.html`)) {
    log('dist/ is missing: npm run build…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status}).`);
  }
  const members = 5000;
  await withBenchClub(track, 'bench-import-', 'none', async ({ dataDir, env }) => {
    log(`Writing a club of ${members} members…`);
    const club = await writeImportClub(dataDir, members);
    log('Starting the production server on it…');
    const result = await withServer({ root, track }, env, (server) => runRounds(server, options, club));
    print(options, members, result);
  });
  return 0;
}

runBench(main);
