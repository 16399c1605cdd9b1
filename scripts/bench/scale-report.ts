/** The scale stage's table: each figure beside its target with ✓ or ✗. */
import { count, heading, mark, mb, MB, ms, table } from './format';
import { printServerErrors } from './report';
import type { ScaleReport } from './scale';
import { scaleStoreSize } from './scale-store';

export const scaleTargets = { startMs: 1500, rssBytes: 150 * MB, p99Ms: 50 } as const;

export function printScale(report: ScaleReport, connections: number): void {
  const size = scaleStoreSize;
  console.log(heading('Scale'));
  console.log(
    `club: ${count(size.members)} members, ${count(size.walks)} walks, ${count(size.images)} images (records only, no files), ${count(size.newsletters)} newsletters`,
  );
  console.log(
    `files: ${report.files.map((file) => `${file.name} ${mb(file.bytes)}`).join(', ')} (written in ${ms(report.writeMs)})`,
  );
  console.log(report.pinned ? 'server pinned to core 0 (taskset)' : 'taskset missing: the server runs on every core');

  const rows: string[][] = [
    ['start: spawn → listening', ms(report.listeningMs), '', ''],
    [
      'start: spawn → first 200 (walk list)',
      ms(report.firstAnswerMs),
      `< ${ms(scaleTargets.startMs)}`,
      mark(report.firstAnswerMs < scaleTargets.startMs),
    ],
    [
      'RSS after start (settled)',
      mb(report.settledRss),
      `< ${mb(scaleTargets.rssBytes)}`,
      mark(report.settledRss < scaleTargets.rssBytes),
    ],
    ['peak RSS of the start (VmHWM)', mb(report.startPeakRss), '', ''],
    [
      'peak RSS under load (sampled VmRSS)',
      mb(report.loadPeakRss),
      `< ${mb(scaleTargets.rssBytes)}`,
      mark(report.loadPeakRss < scaleTargets.rssBytes),
    ],
    ['peak RSS at the end (VmHWM)', mb(report.endPeakRss), '', ''],
  ];
  console.log(table(['measure', 'value', 'target', ''], rows, ['left', 'right', 'right', 'left']));

  console.log(`\nlatency at ${connections} connections:`);
  const runRows = report.runs.map((run) => [
    run.label,
    run.bytes > 0 ? mb(run.bytes) : '',
    count(run.requestsPerSecond),
    ms(run.p50),
    ms(run.p99),
    ms(run.max),
    count(run.non2xx + run.errors),
    mb(run.peakRss),
    run.budgeted ? `< ${ms(scaleTargets.p99Ms)}` : '(info)',
    run.budgeted ? mark(run.requests > 0 && run.p99 < scaleTargets.p99Ms && run.non2xx + run.errors === 0) : '',
  ]);
  console.log(
    table(
      ['request', 'answer', 'req/s', 'p50', 'p99', 'max', 'non-2xx/errors', 'peak RSS', 'p99 target', ''],
      runRows,
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
  );
  for (const run of report.runs) {
    for (const refusal of run.refusals ?? []) console.log(`${run.label}: answered ${refusal}`);
  }
  if (report.runs.some((run) => run.requests === 0)) {
    console.log('a run with 0 requests had no answer within the 10 s timeout: it counts as missed');
  }
  const { heapAfter } = report;
  if (heapAfter) {
    console.log(
      `\nafter the loads: JS heap ${mb(heapAfter.heapUsed)} used of ${mb(heapAfter.heapTotal)}, external ${mb(heapAfter.external)}`,
    );
  }
  printServerErrors(report.errors);
}
