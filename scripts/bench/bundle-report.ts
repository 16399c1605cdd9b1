/** Prints section 1 of the bench: the home page's first-load bundle against its budget. */
import type { BundleReport } from './bundle';
import { heading, kb, mark, table } from './format';
import { budgets, sumGzip } from './report';

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
