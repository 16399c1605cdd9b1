/** Prints section 2 of the bench: the latency of the public GETs against the p99 budget. */
import { loadGenerator } from './load';
import { count, heading, kb, mark, ms, table } from './format';
import type { EndpointFigures, LatencyReport, Timing } from './latency';
import { budgets, describeMemory, printServerErrors } from './report';

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
