/** Prints the bench's closing summary: each budget, what was measured, and whether it holds. */
import type { BundleReport } from './bundle';
import { describeError, heading, kb, mark, mb, ms, table } from './format';
import type { ImageReport } from './images';
import { answered, imageRssBudget } from './images-report';
import type { EndpointFigures, LatencyReport } from './latency';
import { withinLatencyBudget } from './latency-report';
import type { LongPathsReport } from './long-paths';
import { longPathBudgetMs, withinLongPathBudget, worstLongPath } from './long-paths-report';
import type { MemoryReport } from './memory';
import { budgets, sumGzip, type Outcome } from './report';

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

const firstLine = (text: string) => text.split('\n')[0] ?? '';
