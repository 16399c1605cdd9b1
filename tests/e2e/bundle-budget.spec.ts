import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { forbiddenMarkers, measureBundle, sizeOf, withoutFileReferences } from '../../scripts/bench/bundle';
import { budgets } from '../../scripts/bench/report';

// ARCHITECTURE.md "Budgets": the home route's first-load JS at most 120 KB gzip, without Tiptap,
// Leaflet or admin code. `npm run bench:bundle` prints the same figures for a person to read.
// As the bench counts: 1 KB = 1000 bytes.
const budgetBytes = 120 * 1000;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = process.env.DIST_DIR ?? path.join(repoRoot, 'dist');

test('de startpagina laadt hoogstens 120 KB JavaScript (gzip), zonder editor-, kaart- of beheercode', async ({
  page,
}) => {
  // What the browser really fetches for the home page, lazy chunks included.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(page.url() || response.url()).origin && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Volgende Eigen Wandeltocht' }).getByRole('article')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all([...scripts].map((pathname) => sizeOf(distDir, pathname)));
  const total = loaded.reduce((sum, asset) => sum + asset.gzip, 0);
  console.info(
    [
      'Home, JS the browser loaded (gzip -9):',
      ...loaded.map((asset) => `  ${asset.file}: ${(asset.gzip / 1000).toFixed(1)} KB`),
      `  total: ${(total / 1000).toFixed(1)} KB of ${budgetBytes / 1000} KB`,
    ].join('\n'),
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(budgetBytes);

  for (const asset of loaded) {
    const text = withoutFileReferences(await readFile(path.join(distDir, asset.file), 'utf8'));
    for (const { marker, pattern } of forbiddenMarkers) {
      expect(text.match(pattern), `${marker} in ${asset.file}`).toBeNull();
    }
  }
});

// What index.html itself loads (its script and module preloads), before anything the page asks
// for later, at most 90 KB gzip: the bench's "first-load JS".
test('de startpagina laadt vooraf hoogstens 90 KB JavaScript (gzip), niets verbodens, zoals de bench meet', async () => {
  const report = await measureBundle({ root: repoRoot, distDir, forceBuild: false, log: () => undefined });
  const total = report.firstLoadJs.reduce((sum, asset) => sum + asset.gzip, 0);
  expect(budgets.firstLoadJsGzip).toBe(90 * 1000);
  expect(total).toBeLessThanOrEqual(budgets.firstLoadJsGzip);
  expect(report.forbidden.filter((hit) => hit.hits > 0)).toEqual([]);
  // The markers would be found if the code were there: the lazy chunks hold Leaflet.
  const lazyTexts = await Promise.all(report.lazyJs.map((asset) => readFile(path.join(distDir, asset.file), 'utf8')));
  expect(lazyTexts.some((text) => /leaflet/i.test(withoutFileReferences(text)))).toBe(true);
});
