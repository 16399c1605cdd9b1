/** The bundle stage: measures what the home page loads first from dist/, building it when it is missing. */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildWebApp, isServiceWorker, listFiles, newerThan, sizeOf, type AssetSize } from './bundle-files';
import { firstLoadEntries } from './bundle-html';
import {
  adminPathPattern,
  findMarker,
  forbiddenMarkers,
  withoutFileReferences,
  type MarkerHit,
} from './bundle-markers';

// The e2e budget test (tests/e2e/bundle-budget.spec.ts) imports these from here.
export { sizeOf } from './bundle-files';
export { forbiddenMarkers, withoutFileReferences } from './bundle-markers';

export type BundleReport = {
  /** Whether this run built dist/ itself (it was missing, or --build was given). */
  built: boolean;
  /** Source files changed after dist/ was built: the figures may be out of date. */
  staleSources: string[];
  firstLoadJs: AssetSize[];
  firstLoadCss: AssetSize[];
  /** JS in dist/assets that the home page does not load at first (lazy chunks). */
  lazyJs: AssetSize[];
  /** Markers of code that must stay out of the first load. */
  forbidden: MarkerHit[];
  /** Counted for information: a route path or link to /admin is fine, admin code is not. */
  adminPathMentions: MarkerHit;
  /** The service worker and what it precaches on install (fetched after the page, in the background). */
  serviceWorker?: { worker: AssetSize; precache: { entries: number; bytes: number; gzip: number } };
};

export async function measureBundle(options: {
  root: string;
  forceBuild: boolean;
  log: (line: string) => void;
  /** The built web app to measure; dist/ under root unless given (the e2e budget test passes the one it serves). */
  distDir?: string;
}): Promise<BundleReport> {
  const distDir = options.distDir ?? path.join(options.root, 'dist');
  const indexFile = path.join(distDir, 'index.html');
  const built = options.forceBuild || !existsSync(indexFile);
  if (built) {
    options.log(
      options.forceBuild ? 'Building the web app (--build)…' : 'dist/index.html is missing: building the web app…',
    );
    await buildWebApp(options.root);
  }

  const staleSources = built ? [] : await newerThan(path.join(options.root, 'web'), (await stat(indexFile)).mtimeMs);
  const html = await readFile(indexFile, 'utf8');
  const entries = firstLoadEntries(html);
  const firstLoadJs = await Promise.all(entries.scripts.map((url) => sizeOf(distDir, url)));
  const firstLoadCss = await Promise.all(entries.styles.map((url) => sizeOf(distDir, url)));

  const firstLoadFiles = new Set(firstLoadJs.map((asset) => asset.file));
  const allJs = await listFiles(distDir, '.js');
  const lazyJs = await Promise.all(
    allJs.filter((file) => !firstLoadFiles.has(file) && !isServiceWorker(file)).map((file) => sizeOf(distDir, file)),
  );

  const texts = await Promise.all(
    firstLoadJs.map(async (asset) => ({
      file: asset.file,
      text: withoutFileReferences(await readFile(path.join(distDir, asset.file), 'utf8')),
    })),
  );
  return {
    built,
    staleSources,
    firstLoadJs,
    firstLoadCss,
    lazyJs,
    forbidden: forbiddenMarkers.map(({ marker, pattern }) => findMarker(texts, marker, pattern)),
    adminPathMentions: findMarker(texts, '/admin', adminPathPattern),
    serviceWorker: await measureServiceWorker(distDir),
  };
}

/** sw.js and the files of its precache list (the `"url":"…"` entries Workbox injected), when there is one. */
async function measureServiceWorker(distDir: string): Promise<BundleReport['serviceWorker']> {
  if (!existsSync(path.join(distDir, 'sw.js'))) return undefined;
  const worker = await sizeOf(distDir, 'sw.js');
  const source = await readFile(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...new Set([...source.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? ''))].filter(
    (url) => url !== '' && existsSync(path.join(distDir, url)),
  );
  const sizes = await Promise.all(urls.map((url) => sizeOf(distDir, url)));
  return {
    worker,
    precache: {
      entries: sizes.length,
      bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
      gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    },
  };
}
