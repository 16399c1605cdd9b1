/** Prints the long-paths section of the bench, and judges a timing against the long-path target. */
import { count, heading, mark, ms, table } from './format';
import type { LongPathsReport } from './long-paths';
import { longestAdmitted } from './long-paths-shapes';
import type { Timed } from './long-paths-timing';

/** The target: a request with a path this long is answered within it. */
export const longPathBudgetMs = 20;

export function printLongPaths(report: LongPathsReport): void {
  console.log(
    heading(`5. Long paths: each request alone, ${report.repetitions} times; target < ${longPathBudgetMs} ms`),
  );
  const rows = (list: Timed[]) =>
    list.map((t) => [
      t.name,
      count(t.length),
      t.status === undefined ? '' : String(t.status),
      ms(t.median),
      ms(t.max),
      mark(withinLongPathBudget(t)),
    ]);
  const print = (title: string, list: Timed[]) => {
    console.log(`\n${title}`);
    console.log(
      table(['path', 'chars', 'status', 'median', 'max', `< ${longPathBudgetMs} ms`], rows(list), [
        'left',
        'right',
        'right',
        'right',
        'right',
        'left',
      ]),
    );
  };
  print('Production server (Node refuses a request line over 16 KB with 431):', report.refused);
  print(`Production server, paths of ${count(longestAdmitted)} characters (the longest it admits):`, report.admitted);
  print('Server with --max-http-header-size=1048576 (the app sees the whole path):', report.raised);
  print('The path functions in-process (no HTTP):', report.functions);
  console.log('(the mark is on the median; the (before) rows are the replaced code, shown for comparison)');
}

/** The slowest request the report shows against the target, the replaced code left out. */
export function worstLongPath(report: LongPathsReport): Timed | undefined {
  const measured = [...report.refused, ...report.admitted, ...report.raised, ...report.functions];
  return measured
    .filter((t) => !t.name.includes('(before)'))
    .reduce<Timed | undefined>((worst, t) => (!worst || t.median > worst.median ? t : worst), undefined);
}

/** Fast, and no server error: a 5xx would be a wrong answer however quick. */
export const withinLongPathBudget = (t: Timed): boolean =>
  t.median < longPathBudgetMs && (t.status === undefined || t.status < 500);
