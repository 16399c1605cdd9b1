/** Prints section 3 of the bench: the server's memory on a large store against the RSS budget. */
import { count, heading, kb, mark, mb, ms, table } from './format';
import type { MemoryReport } from './memory';
import { budgets, describeMemory, printServerErrors } from './report';

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
