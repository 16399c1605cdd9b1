import { heading, mark, mb, MB, ms, table } from './format';
import type { Answer, ImageReport } from './images';

/** ARCHITECTURE.md "Budgets": peak RSS under 8 concurrent large uploads. */
export const imageRssBudget = 350 * MB;

/** Answered as the budget asks: a 2xx or a 4xx, not a 5xx or a dropped connection. */
export const answered = (answer: Answer) => typeof answer.status === 'number' && answer.status < 500;

export function printImages(report: ImageReport): void {
  console.log(heading('4. Images: 8 large uploads and 40 first-time variants at once'));
  const sizes = report.photos.map((photo) => mb(photo.bytes)).join(', ');
  console.log(
    `photos: 8 interlaced PNGs of 6000 × 6000 (${sizes}); IMAGE_JOBS=${report.imageJobs}; ${report.distNote}`,
  );

  const rows = (answers: Answer[]) => answers.map((answer) => [answer.label, String(answer.status), ms(answer.ms)]);
  console.log('');
  console.log(table(['upload', 'status', 'time'], rows(report.uploads), ['left', 'right', 'right']));
  console.log(`all 8 answered after ${ms(report.uploadsMs)}`);
  console.log('');
  console.log(table(['variant', 'status', 'time'], rows(report.variants), ['left', 'right', 'right']));
  console.log(`all ${report.variants.length} answered after ${ms(report.variantsMs)}`);

  const { liveness } = report;
  const statuses = Object.entries(liveness.statuses)
    .map(([status, times]) => `${times}× ${status}`)
    .join(', ');
  console.log(
    `\nGET / every 0.5 s meanwhile: ${liveness.answered} of ${liveness.asked} answered (${statuses}), slowest ${ms(liveness.slowestMs)}`,
  );

  const all = [...report.uploads, ...report.variants];
  const everyAnswered = all.every(answered) && report.variants.length === 40;
  const pagesServed = liveness.asked > 0 && liveness.answered === liveness.asked;
  console.log('');
  console.log(
    table(
      ['figure', 'measured', 'budget', ''],
      [
        ['RSS at rest, logged in', mb(report.idleRss), '', ''],
        [
          'peak RSS after the 8 uploads (VmHWM)',
          mb(report.peakAfterUploads),
          `< ${mb(imageRssBudget)}`,
          mark(report.peakAfterUploads < imageRssBudget),
        ],
        [
          'peak RSS at the end (VmHWM)',
          mb(report.peakAtEnd),
          `< ${mb(imageRssBudget)}`,
          mark(report.peakAtEnd < imageRssBudget),
        ],
        [
          'every request answered 2xx/4xx',
          `${all.filter(answered).length} of ${all.length}`,
          '48 of 48',
          mark(everyAnswered),
        ],
        ['pages served throughout', pagesServed ? 'yes' : 'no', 'yes', mark(pagesServed)],
      ],
      ['left', 'right', 'right', 'left'],
    ),
  );
  if (report.errors.lines > 0) {
    console.log(`\nThe server logged ${report.errors.lines} line(s) on stderr:`);
    for (const kind of report.errors.kinds) console.log(`  ${kind.count}× ${kind.text}`);
  }
}
