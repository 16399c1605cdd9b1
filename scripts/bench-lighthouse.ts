/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default settings: simulated slow 4G and a slow CPU)
 * on the public pages of the demo club, against the built server and Debian's Chromium, printed as a
 * table beside the targets of issue "Fast first visit". A benchmark, not a test: it exits 0 whatever
 * the scores, and 1 only when a page could not be measured. Run it on a quiet machine: a busy one
 * halves the scores.
 *
 *   npx tsx scripts/bench-lighthouse.ts [--build] [--runs=N] [--only=LABEL]
 *
 * --only measures one page of the table, e.g. --only='own walk detail'.
 *
 * Lighthouse is pinned to 12.2.3 (13 needs Node 22) and fetched by npx, so `npm install` stays small.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heading, mark, table } from './bench/format';
import { startOutsideWorld } from '../tests/e2e/support/outside-world';
import { startServer, type RunningServer } from './bench/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const lighthouse = 'lighthouse@12.2.3';
const chromium = '/usr/bin/chromium';
const targets = { performance: 95, others: 100, cls: 0.02, tbtMs: 150 };

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number };
type Result = Scores & { lcpMs: number; cls: number; tbtMs: number };

/** The pages of the issue: the lists, an own walk, a newsletter with photos, the club and the forms. */
async function pagesOf(server: RunningServer): Promise<{ label: string; path: string }[]> {
  const get = async (apiPath: string) => (await fetch(`${server.baseUrl}${apiPath}`)).json() as Promise<unknown>;
  const next = (await get('/api/events/own/next')) as { id?: number };
  const newsletters = (await get('/api/newsletters')) as { id: number }[];
  let withPhotos: number | undefined;
  for (const { id } of newsletters) {
    const detail = (await get(`/api/newsletters/${id}`)) as { blocks?: { image?: unknown; imageId?: unknown }[] };
    if ((detail.blocks ?? []).some((block) => block.image || block.imageId)) {
      withPhotos = id;
      break;
    }
  }
  return [
    { label: 'home', path: '/' },
    { label: 'own walks', path: '/eigenwandeltochten' },
    ...(next.id ? [{ label: 'own walk detail', path: `/eigenwandeltochten/${next.id}` }] : []),
    ...(withPhotos ? [{ label: 'newsletter with photos', path: `/nieuwsbrieven/${withPhotos}` }] : []),
    { label: 'club', path: '/leden' },
    { label: 'contact', path: '/contact' },
    { label: 'membership', path: '/lidworden' },
  ];
}

/** One Lighthouse run of one URL; its JSON report read for the four scores and three metrics. */
function runLighthouse(url: string): Promise<Result> {
  const args = [
    '-y',
    lighthouse,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: chromium },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const report = JSON.parse(out) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<string, { numericValue?: number }>;
        };
        const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: metric('largest-contentful-paint'),
          cls: metric('cumulative-layout-shift'),
          tbtMs: metric('total-blocking-time'),
        });
      } catch {
        reject(new Error(`Lighthouse on ${url} gave no report (exit ${code}): ${err.slice(-500)}`));
      }
    });
  });
}

/**
 * Lighthouse now and then fails to record Chromium's trace (NO_NAVSTART) and gives no report at all:
 * that run is tried once more rather than ending the whole bench. Any other failure ends it.
 */
async function runLighthouseTwice(url: string): Promise<Result> {
  try {
    return await runLighthouse(url);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('NO_NAVSTART'))) throw error;
    console.info(`· ${url}: no trace recorded (NO_NAVSTART), once more`);
    return runLighthouse(url);
  }
}

/** The median of each figure over the runs (one run: that run). */
function median(results: readonly Result[]): Result {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const keys = Object.keys(results[0]!) as (keyof Result)[];
  return Object.fromEntries(keys.map((key) => [key, middle(results.map((result) => result[key]))])) as Result;
}

function print(rows: { label: string; path: string; result: Result }[], runs: number): void {
  console.log(
    heading(
      `Lighthouse ${lighthouse.split('@')[1]}, mobile defaults, ${runs === 1 ? 'one run' : `median of ${runs} runs`}`,
    ),
  );
  const ok = (value: number, limit: number) => `${value} ${mark(value >= limit)}`;
  console.log(
    table(
      ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT'],
      rows.map(({ label, path: pagePath, result: r }) => [
        label,
        pagePath,
        ok(r.performance, targets.performance),
        ok(r.accessibility, targets.others),
        ok(r.bestPractices, targets.others),
        ok(r.seo, targets.others),
        `${(r.lcpMs / 1000).toFixed(1)} s`,
        `${r.cls.toFixed(3)} ${mark(r.cls <= targets.cls)}`,
        `${Math.round(r.tbtMs)} ms ${mark(r.tbtMs <= targets.tbtMs)}`,
      ]),
      ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  console.log(
    `targets: performance ≥ ${targets.performance}, the others ${targets.others}, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs=N takes 1 to 9.');
  if (!existsSync(chromium)) throw new Error(`No Chromium at ${chromium}: apt-get install -y chromium`);
  if (args.includes('--build') || !existsSync(path.join(root, 'dist/index.html'))) {
    console.error('· Building the web app…');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error('Build failed.');
  }
  const [load] = loadavg();
  if (load !== undefined && load > 0.5) console.error(`· Load average ${load.toFixed(2)}: the machine is not quiet.`);

  const dir = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  // The map tiles and the geocoder are out of this machine's reach: the tests' local stand-in answers
  // for them, so the walk page's map loads as it would for a walker (not with console errors).
  const outside = await startOutsideWorld();
  const env = {
    DATA_DIR: path.join(dir, 'data'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SEED: 'demo',
    GEOCODER_URL: `${outside.url}/search`,
    TILE_URL: `${outside.url}/tiles/{z}/{x}/{y}.png`,
  };
  // The first start seeds the demo club; the measured server starts on the seeded data, as a club's does.
  console.error('· Seeding the demo club…');
  await (await startServer({ root, env, readyTimeoutMs: 180_000 })).stop();
  const server = await startServer({ root, env, readyTimeoutMs: 180_000 });
  try {
    const rows = [];
    const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
    const pages = (await pagesOf(server)).filter((page) => only === undefined || page.label === only);
    if (pages.length === 0) throw new Error(`No page labelled ${only}.`);
    for (const page of pages) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        console.error(`· ${page.path} (${run + 1}/${runs})`);
        results.push(await runLighthouseTwice(`${server.baseUrl}${page.path}`));
      }
      rows.push({ ...page, result: median(results) });
    }
    print(rows, runs);
  } finally {
    await server.stop();
    await outside.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
