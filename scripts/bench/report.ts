import { loadGenerator } from './load';
import type { BundleReport } from './bundle';
import { count, describeError, heading, kb, KB, mark, mb, MB, ms, table } from './format';
import type { ImageReport } from './images';
import { answered, imageRssBudget } from './images-report';
import type { EndpointFigures, LatencyReport, Timing } from './latency';
import { longPathBudgetMs, withinLongPathBudget, worstLongPath, type LongPathsReport } from './long-paths';
import type { MemoryReport, MemorySnapshot } from './memory';
import type { ServerErrors } from './server';

/** The budgets of ARCHITECTURE.md "Budgets". */
export const budgets = {
  firstLoadJsGzip: 120 * KB,
  apiP99Ms: 25,
  rssBytes: 150 * MB,
} as const;

/** A stage either measured something or failed with an error; a failure is shown, never hidden. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function printBundle(report: BundleReport): void {
  console.log(heading('1. Bundle: what the home page loads first'));
  if (report.built) console.log('(dist/ was built by this run)');
  if (report.staleSources.length > 0) {
    const some = report.staleSources.slice(0, 3).join(', ');
    console.log(
      `WARNING: ${report.staleSources.length} file(s) in web/ changed after dist/ was built (${some}…); run with --build to measure the current code.`,
    );
  }
  const rows = [...report.firstLoadJs, ...report.firstLoadCss].map((asset) => [
    asset.file,
    kb(asset.bytes),
    kb(asset.gzip),
  ]);
  console.log(table(['file', 'raw', 'gzip -9'], rows, ['left', 'right', 'right']));

  const js = sumGzip(report.firstLoadJs);
  const css = sumGzip(report.firstLoadCss);
  console.log('');
  console.log(
    table(
      ['figure', 'measured', 'budget', ''],
      [
        ['first-load JS (gzip)', kb(js), `≤ ${kb(budgets.firstLoadJsGzip)}`, mark(js <= budgets.firstLoadJsGzip)],
        ['first-load CSS (gzip)', kb(css), '', ''],
        [`lazy JS chunks (${report.lazyJs.length} files, gzip)`, kb(sumGzip(report.lazyJs)), '', ''],
        ...(report.serviceWorker
          ? [
              ['service worker sw.js (gzip)', kb(report.serviceWorker.worker.gzip), '', ''],
              [
                `precached on install (${report.serviceWorker.precache.entries} files, gzip)`,
                kb(report.serviceWorker.precache.gzip),
                '',
                '',
              ],
            ]
          : []),
      ],
      ['left', 'right', 'right', 'left'],
    ),
  );

  console.log('\nCode that must stay out of the first load:');
  const markerRows = report.forbidden.map((hit) => [
    hit.marker,
    hit.hits === 0 ? 'absent' : `${hit.hits}× in ${hit.files.join(', ')}`,
    mark(hit.hits === 0),
  ]);
  const admin = report.adminPathMentions;
  markerRows.push([
    '/admin (any mention)',
    admin.hits === 0 ? 'absent' : `${admin.hits}× (a route path or link is fine; admin code shows as /admin/api)`,
    '',
  ]);
  console.log(table(['marker', 'first-load JS', ''], markerRows));
  for (const hit of [...report.forbidden, admin]) {
    for (const sample of hit.samples) console.log(`  ${hit.marker}: …${sample}…`);
  }
}

export function printLatency(report: LatencyReport, timing: Timing): void {
  const encoding = timing.compressed
    ? 'Accept-Encoding: gzip, deflate, br (as a browser)'
    : 'no Accept-Encoding (uncompressed answers)';
  console.log(
    heading(`2. Latency: public GETs on the demo club, ${timing.connections} connections, ${timing.seconds} s each`),
  );
  console.log(
    `${report.pinned ? 'server pinned to core 0 (taskset)' : 'taskset missing: server NOT pinned to one core'}; load by ${loadGenerator()}; ${encoding}`,
  );
  console.log(
    `start-up: ${ms(report.seedingStartupMs)} with demo seeding, ${ms(report.startupMs)} on the seeded data (the server measured)`,
  );
  const rows = report.endpoints.map((figures) => latencyRow(figures, true));
  if (report.media) rows.push(latencyRow(report.media, false));
  console.log(
    table(
      ['endpoint', 'status', 'body', 'req/s', 'p50', 'p99', 'max', 'non-2xx', 'errors', `p99 < ${budgets.apiP99Ms} ms`],
      rows,
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
  );
  console.log(
    '(body: uncompressed size of one answer; the /media row is the cached variant and has no budget of its own)',
  );
  for (const note of report.notes) console.log(`note: ${note}`);
  console.log(`server memory after the run: ${describeMemory({ ...report.memoryAfter, heap: report.heapAfter })}`);
  printServerErrors(report.errors);
}

function latencyRow(figures: EndpointFigures, budgeted: boolean): string[] {
  return [
    figures.path,
    String(figures.status),
    kb(figures.bytes),
    count(figures.requestsPerSecond),
    ms(figures.p50),
    ms(figures.p99),
    ms(figures.max),
    count(figures.non2xx),
    count(figures.errors),
    budgeted ? mark(withinLatencyBudget(figures)) : '',
  ];
}

/** A fast error is no pass: every answer must be 2xx as well. */
export function withinLatencyBudget(figures: EndpointFigures): boolean {
  return figures.p99 < budgets.apiP99Ms && figures.non2xx === 0 && figures.errors === 0;
}

export function printMemory(report: MemoryReport): void {
  const { size } = report;
  console.log(
    heading(`3. Memory: ${count(size.members)} members, ${count(size.walks)} walks, ${count(size.images)} images`),
  );
  console.log(
    table(
      ['file', 'records', 'size'],
      report.files.map((file) => [file.name, count(file.records), mb(file.bytes)]),
      ['left', 'right', 'right'],
    ),
  );
  console.log(`written in ${ms(report.writeMs)}; ${report.pinned ? 'server pinned to core 0' : 'server not pinned'}`);
  console.log('');
  console.log(
    table(
      ['figure', 'measured', 'budget', ''],
      [
        ['start-up (spawn → ready line)', ms(report.startupMs), '', ''],
        ['RSS right after start', mb(report.idle.rss), '', ''],
        [
          'RSS after load',
          mb(report.loaded.rss),
          `< ${mb(budgets.rssBytes)}`,
          mark(report.loaded.rss < budgets.rssBytes),
        ],
        // RSS after load swings with when V8 last collected; the peak is steadier and is what the VPS must hold.
        [
          'peak RSS (VmHWM)',
          mb(report.loaded.peakRss),
          `< ${mb(budgets.rssBytes)}`,
          mark(report.loaded.peakRss < budgets.rssBytes),
        ],
      ],
      ['left', 'right', 'right', 'left'],
    ),
  );
  console.log(`right after start: ${describeMemory(report.idle)}`);
  console.log(`after load:        ${describeMemory(report.loaded)}`);
  console.log('\nThe same endpoints on this store (10 connections, uncompressed; not budgeted, for comparison):');
  console.log(
    table(
      // No req/s here: autocannon ends a run by request count only at its next one-second tick.
      ['endpoint', 'body', 'requests', 'p50', 'p99', 'max', 'non-2xx'],
      report.endpoints.map((f) => [
        f.path,
        kb(f.bytes),
        count(f.requests),
        ms(f.p50),
        ms(f.p99),
        ms(f.max),
        count(f.non2xx),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  printServerErrors(report.errors);
}

/** RSS with node's own view beside it: the JS heap, and memory outside it (buffers, native code such as sharp). */
function describeMemory(memory: MemorySnapshot): string {
  const base = `RSS ${mb(memory.rss)} (peak ${mb(memory.peakRss)})`;
  const { heap } = memory;
  if (!heap) return base;
  return `${base}; JS heap ${mb(heap.heapUsed)} used of ${mb(heap.heapTotal)}, external ${mb(heap.external)} (array buffers ${mb(heap.arrayBuffers)})`;
}

function printServerErrors(errors: ServerErrors): void {
  if (errors.lines === 0) return;
  console.log(`the server wrote ${count(errors.lines)} line(s) to stderr; logged request errors by kind:`);
  if (errors.kinds.length === 0) console.log('  (none of them a request error)');
  for (const kind of errors.kinds) console.log(`  ${count(kind.count)}× ${kind.text}`);
}

export function printFailure(stage: string, error: unknown): void {
  console.log(heading(stage));
  console.log(`FAILED: ${describeError(error)}`);
}

/** The one table to read: each budget, what was measured, and whether it holds. */
export function printSummary(results: {
  bundle: Outcome<BundleReport> | undefined;
  latency: Outcome<LatencyReport> | undefined;
  memory: Outcome<MemoryReport> | undefined;
  images?: Outcome<ImageReport> | undefined;
  paths?: Outcome<LongPathsReport> | undefined;
}): void {
  const rows: string[][] = [];
  const failed = (what: string, error: unknown) => [what, `not measured: ${firstLine(describeError(error))}`, '', '✗'];

  const { bundle, latency, memory, paths } = results;
  if (bundle?.ok) {
    const js = sumGzip(bundle.value.firstLoadJs);
    const found = bundle.value.forbidden.filter((hit) => hit.hits > 0);
    rows.push([
      'home first-load JS (gzip)',
      kb(js),
      `≤ ${kb(budgets.firstLoadJsGzip)}`,
      mark(js <= budgets.firstLoadJsGzip),
    ]);
    rows.push([
      'Tiptap / Leaflet / admin code in it',
      found.length === 0 ? 'none' : found.map((hit) => `${hit.marker} ×${hit.hits}`).join(', '),
      'none',
      mark(found.length === 0),
    ]);
    rows.push(['home first-load CSS (gzip)', kb(sumGzip(bundle.value.firstLoadCss)), '', '']);
  } else if (bundle) {
    rows.push(failed('home first-load JS (gzip)', bundle.error));
  }

  if (latency?.ok) {
    const endpoints = latency.value.endpoints;
    const worst = endpoints.reduce<EndpointFigures | undefined>(
      (max, f) => (!max || f.p99 > max.p99 ? f : max),
      undefined,
    );
    const failing = endpoints.filter((f) => !withinLatencyBudget(f));
    rows.push([
      `public API GET p99, worst of ${endpoints.length}`,
      worst ? `${ms(worst.p99)} (${worst.path})` : 'no endpoint',
      `< ${budgets.apiP99Ms} ms`,
      mark(worst !== undefined && failing.length === 0),
    ]);
    if (failing.length > 0)
      rows.push(['  endpoints over budget', `${failing.length} of ${endpoints.length} (see section 2)`, '', '']);
    if (latency.value.media) rows.push(['media variant p99 (cached webp)', ms(latency.value.media.p99), '', '']);
    rows.push([
      'demo server start-up (seeding / normal)',
      `${ms(latency.value.seedingStartupMs)} / ${ms(latency.value.startupMs)}`,
      '',
      '',
    ]);
  } else if (latency) {
    rows.push(failed('public API GET p99', latency.error));
  }

  if (memory?.ok) {
    const { loaded } = memory.value;
    rows.push([
      'server RSS, large store, after load',
      mb(loaded.rss),
      `< ${mb(budgets.rssBytes)}`,
      mark(loaded.rss < budgets.rssBytes),
    ]);
    rows.push([
      '  peak RSS during start and load',
      mb(loaded.peakRss),
      `< ${mb(budgets.rssBytes)}`,
      mark(loaded.peakRss < budgets.rssBytes),
    ]);
    rows.push(['large store start-up', ms(memory.value.startupMs), '', '']);
  } else if (memory) {
    rows.push(failed('server RSS, large store', memory.error));
  }

  const { images } = results;
  if (images?.ok) {
    const { peakAtEnd, uploads, variants } = images.value;
    rows.push([
      'peak RSS, 8 large uploads + 40 new variants',
      mb(peakAtEnd),
      `< ${mb(imageRssBudget)}`,
      mark(peakAtEnd < imageRssBudget),
    ]);
    const all = [...uploads, ...variants];
    rows.push(['  requests answered 2xx/4xx', `${all.filter(answered).length} of ${all.length}`, '', '']);
  } else if (images) {
    rows.push(failed('peak RSS, large uploads', images.error));
  }

  if (paths?.ok) {
    const worst = worstLongPath(paths.value);
    rows.push([
      'long path (16,000–20,000 chars), slowest median',
      worst ? `${ms(worst.median)} (${worst.name})` : 'nothing measured',
      `< ${longPathBudgetMs} ms`,
      mark(worst !== undefined && withinLongPathBudget(worst)),
    ]);
  } else if (paths) {
    rows.push(failed('long paths', paths.error));
  }

  console.log(heading('Summary'));
  console.log(table(['budget', 'measured', 'limit', ''], rows, ['left', 'left', 'right', 'left']));
  console.log('(1 KB = 1000 bytes, 1 MB = 1,000,000 bytes)');
}

const sumGzip = (assets: readonly { gzip: number }[]) => assets.reduce((sum, asset) => sum + asset.gzip, 0);
const firstLine = (text: string) => text.split('\n')[0] ?? '';
