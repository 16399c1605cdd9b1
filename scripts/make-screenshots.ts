/**
 * The screenshots in the web app manifest (vite.config.ts `screenshots`): Chromium's richer install
 * dialog shows them. Takes the home page of a running server (it starts nothing itself), wide and
 * narrow, and writes web/public/screenshots/home-{wide,narrow}.png as small palette PNGs.
 *
 *   npx tsx scripts/make-screenshots.ts [baseUrl]      (default http://localhost:3000; best on the demo club)
 *
 * Run it again when the home page's look changes; the sizes here must match the manifest's.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { trimTrailingSlashes } from '../server/contracts/trim';

const baseUrl = trimTrailingSlashes(process.argv[2] ?? 'http://localhost:3000');
const outDir = fileURLToPath(new URL('../web/public/screenshots/', import.meta.url));

const shots = [
  { file: 'home-wide.png', width: 1280, height: 720 },
  { file: 'home-narrow.png', width: 412, height: 915 },
] as const;

/** Chromium accepts larger files, but every visitor who installs downloads them. */
const maxBytes = 150 * 1000;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--lang=nl-BE'],
});
try {
  await mkdir(outDir, { recursive: true });
  for (const shot of shots) {
    // No service worker: its update prompt must not end up in the picture.
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: 1,
      locale: 'nl-BE',
      timezoneId: 'Europe/Brussels',
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Volgende Eigen Wandeltocht' }).getByRole('article').waitFor();
    await page.waitForLoadState('networkidle');
    const png = await page.screenshot({ type: 'png' });
    await context.close();

    // Fewer colours until the file is small enough; a photo banner needs more than flat UI.
    for (const colours of [256, 128, 64]) {
      const info = await sharp(png)
        .png({ palette: true, colours, compressionLevel: 9, effort: 10, dither: 0.5 })
        .toFile(outDir + shot.file);
      console.info(
        `${shot.file}: ${info.width}x${info.height}, ${(info.size / 1000).toFixed(0)} KB (${colours} kleuren)`,
      );
      if (info.size <= maxBytes) break;
    }
  }
} finally {
  await browser.close();
}
