/**
 * `npm run bench:audit`: the Logboek at the size. Writes a club of 200 members and a log of
 * 100,000 entries spread over the last 24 months by 20 administrators into a temp DATA_DIR, then
 * starts the production server on it several times (pinned to core 0 when taskset exists) and times,
 * through the admin API: the first read (cold: the index is loaded), the first page again, a page
 * filtered by person and kind, a month's date range, and the last page; plus the server's RSS before
 * the first read and after the reads. Prints the median of the runs. A report, not a test: exits 0
 * whatever the figures, 1 only when a measurement could not be made.
 *
 *   npx tsx scripts/bench/audit-log.ts [--entries=N] [--runs=N]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuditAnswer, AuditEntry, AuditKind } from '../../server/contracts';
import { monthsBefore } from '../../server/infra/months-before';
import { between, pick, seededRandom, type Random } from './big-store-random';
import { count, heading, mb, ms, table } from './format';
import { withServer } from './latency';
import { machineLoad, runBench } from './machine';
import { writeImportClub } from './member-import-club';
import { withBenchClub, type RunningServer } from './server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.error(`· ${line}`);
const admins = 20;

type Options = { entries: number; runs: number };

function parseArgs(args: readonly string[]): Options {
  const options: Options = { entries: 100_000, runs: 5 };
  for (const arg of args) {
    const [name, value] = arg.split('=', 2);
    const number = Number(value);
    if (name === '--entries' && Number.isInteger(number) && number > 0) options.entries = number;
    else if (name === '--runs' && Number.isInteger(number) && number > 0) options.runs = number;
    else throw new Error(`Unknown argument ${arg}. Use --entries=N or --runs=N.`);
  }
  return options;
}

const pending = new Set<() => Promise<void>>();
function track(stop: () => Promise<void>): () => void {
  pending.add(stop);
  return () => pending.delete(stop);
}

const collections = ['members', 'events', 'pages', 'newsletters', 'settings', 'applications'];
const fields = ['firstName', 'lastName', 'email', 'phoneNumber', 'address', 'comments', 'title', 'intro', 'published'];

/** One entry as the app writes it: mostly changes, then sign-ins, exports and the rest. */
function entryAt(random: Random, at: Date): AuditEntry {
  const actorId = between(random, 1, admins);
  const roll = random();
  const base = { at: at.toISOString(), actorId };
  if (roll < 0.7) {
    const bulk = random() < 0.01;
    const recordIds = bulk ? Array.from({ length: 500 }, (_, index) => index + 1) : [between(random, 1, 5000)];
    const changed = fields.filter(() => random() < 0.25);
    return {
      ...base,
      kind: 'wijziging',
      action: pick(random, ['aangemaakt', 'gewijzigd', 'gewijzigd', 'verwijderd']),
      collection: pick(random, collections),
      recordIds,
      ...(changed.length > 0 && { fields: changed }),
    };
  }
  const kind: AuditKind =
    roll < 0.85
      ? 'aanmelding'
      : roll < 0.9
        ? 'export'
        : roll < 0.93
          ? 'privacy'
          : roll < 0.96
            ? 'import'
            : 'aanmelding-mislukt';
  return {
    ...base,
    kind,
    action: `${kind} voor de bench`,
    ...(kind === 'export' && { collection: 'members', recordIds: [1, 2, 3] }),
  };
}

/** The log: `amount` entries, evenly spread over the 24 months before `now`, oldest first, one file per month. */
async function writeLog(dataDir: string, amount: number, now: Date): Promise<number> {
  const random = seededRandom(30_030);
  const start = monthsBefore(now, 24).getTime() + 24 * 3600 * 1000;
  const span = now.getTime() - 3600 * 1000 - start;
  const folder = path.join(dataDir, 'audit');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const months = new Map<string, string[]>();
  let bytes = 0;
  for (let index = 0; index < amount; index += 1) {
    const entry = entryAt(random, new Date(start + Math.floor((span * index) / amount)));
    const line = JSON.stringify(entry);
    bytes += line.length + 1;
    const month = entry.at.slice(0, 7);
    if (!months.has(month)) months.set(month, []);
    months.get(month)!.push(line);
  }
  for (const [month, lines] of months) {
    await writeFile(path.join(folder, `${month}.jsonl`), `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return bytes;
}

/** One GET of the Logboek, timed from the first byte sent to the last read. */
async function timedRead(server: RunningServer, token: string, query: Record<string, string>) {
  const start = performance.now();
  const response = await fetch(`${server.baseUrl}/admin/api/audit?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`GET /admin/api/audit answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms: elapsed, answer: JSON.parse(text) as AuditAnswer };
}

type Run = {
  cold: number;
  first: number;
  filtered: number;
  range: number;
  last: number;
  rssBefore: number;
  rssAfter: number;
  totals: { all: number; filtered: number; range: number; pages: number };
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The warm reads are each asked 5 times; their median counts for the run. */
async function warm(server: RunningServer, token: string, query: Record<string, string>) {
  const runs = [];
  for (let time = 0; time < 5; time += 1) runs.push(await timedRead(server, token, query));
  return { ms: median(runs.map((run) => run.ms)), answer: runs[0]!.answer };
}

async function oneRun(server: RunningServer, admin: { email: string; password: string }, now: Date): Promise<Run> {
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password: admin.password, recaptchaToken: '' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const rssBefore = (await server.memory()).rss;
  const cold = await timedRead(server, token, {});
  const first = await warm(server, token, {});
  const filtered = await warm(server, token, { person: '3', kind: 'export' });
  const month = monthsBefore(now, 12).toISOString().slice(0, 7);
  const range = await warm(server, token, { from: `${month}-01`, to: `${month}-28` });
  const last = await warm(server, token, { page: String(first.answer.pageCount) });
  return {
    cold: cold.ms,
    first: first.ms,
    filtered: filtered.ms,
    range: range.ms,
    last: last.ms,
    rssBefore,
    rssAfter: (await server.memory()).rss,
    totals: {
      all: first.answer.total,
      filtered: filtered.answer.total,
      range: range.answer.total,
      pages: first.answer.pageCount,
    },
  };
}

function print(options: Options, bytes: number, runs: Run[]) {
  const { totals } = runs.at(-1)!;
  console.log(heading('Audit log (Logboek)'));
  console.log(
    `log: ${count(options.entries)} entries over 24 months by ${admins} admins, ${mb(bytes)} on disk; ` +
      `${options.runs} server starts, warm reads 5× each (median)`,
  );
  const row = (name: string, pick: (run: Run) => number, note: string) => [
    name,
    ms(median(runs.map(pick))),
    `${ms(Math.min(...runs.map(pick)))} – ${ms(Math.max(...runs.map(pick)))}`,
    note,
  ];
  console.log(
    table(
      ['read', 'median', 'range over runs', 'matches'],
      [
        row('first read (cold: loads the index)', (run) => run.cold, `${count(totals.all)} entries`),
        row('first page (warm)', (run) => run.first, `${count(totals.pages)} pages`),
        row('person + kind', (run) => run.filtered, `${count(totals.filtered)} entries`),
        row('date range (a month)', (run) => run.range, `${count(totals.range)} entries`),
        row('last page', (run) => run.last, `page ${count(totals.pages)}`),
      ],
      ['left', 'right', 'right', 'right'],
    ),
  );
  console.log(
    '\n' +
      table(
        ['server RSS', 'median', 'range over runs'],
        [
          [
            'before the first read',
            mb(median(runs.map((run) => run.rssBefore))),
            `${mb(Math.min(...runs.map((run) => run.rssBefore)))} – ${mb(Math.max(...runs.map((run) => run.rssBefore)))}`,
          ],
          [
            'after the reads',
            mb(median(runs.map((run) => run.rssAfter))),
            `${mb(Math.min(...runs.map((run) => run.rssAfter)))} – ${mb(Math.max(...runs.map((run) => run.rssAfter)))}`,
          ],
        ],
        ['left', 'right', 'right'],
      ),
  );
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  process.on('SIGINT', () => {
    log('interrupted: stopping the server and removing the temp dir…');
    void Promise.all([...pending].map((stop) => stop().catch(() => undefined))).then(() => process.exit(130));
  });
  console.log(`Audit log bench — node ${process.version}`);
  console.log(machineLoad());
  if (!existsSync(`${root}/dist/index.html`)) {
    log('dist/ is missing: npm run build…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status}).`);
  }
  await withBenchClub(track, 'bench-audit-', 'none', async ({ dataDir, env }) => {
    log(`Writing a club of 200 members and a log of ${count(options.entries)} entries…`);
    const club = await writeImportClub(dataDir, 200);
    const now = new Date();
    const bytes = await writeLog(dataDir, options.entries, now);
    const runs: Run[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      log(`run ${run} of ${options.runs}: starting the production server…`);
      runs.push(await withServer({ root, track }, env, (server) => oneRun(server, club.admin, now)));
    }
    print(options, bytes, runs);
  });
  return 0;
}

runBench(main);
