import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type AssetSize = { file: string; bytes: number; gzip: number };

export type MarkerHit = { marker: string; hits: number; files: string[]; samples: string[] };

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

/**
 * What each forbidden marker means. '/admin/api' stands for admin code: only the admin area
 * calls it. A bare '/admin' is also counted, but apart, since the public router and links
 * may name the admin route without pulling its code in.
 */
export const forbiddenMarkers: { marker: string; pattern: RegExp }[] = [
  { marker: 'tiptap', pattern: /tiptap/gi },
  { marker: 'ProseMirror', pattern: /ProseMirror/g },
  { marker: 'leaflet', pattern: /leaflet/gi },
  { marker: '/admin/api', pattern: /\/admin\/api/g },
];
const adminPathPattern = /\/admin/g;

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

/** Files under `folder` changed after `since`; the bench measures dist/ as it is, so it says when that is old. */
async function newerThan(folder: string, since: number): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const times = await Promise.all(files.map(async (file) => ({ file, mtime: (await stat(file)).mtimeMs })));
  return times.filter((entry) => entry.mtime > since).map((entry) => path.relative(path.dirname(folder), entry.file));
}

/** Runs `npx vite build`, quietly; on failure the error carries the end of its output. */
function buildWebApp(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (exit ${code}):\n${tail(output, 15)}`));
    });
  });
}

/**
 * The JS and CSS the home page fetches before it runs: every <script src> (the module
 * entry, and a classic script such as a service-worker registration if there is one),
 * every <link rel="modulepreload"> and every stylesheet link.
 */
export function firstLoadEntries(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const name = tag[1]?.toLowerCase();
    const attributes = parseAttributes(tag[2] ?? '');
    if (name === 'script' && attributes.src) scripts.push(attributes.src);
    if (name === 'link' && attributes.href) {
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) scripts.push(attributes.href);
      if (rel.includes('stylesheet')) styles.push(attributes.href);
    }
  }
  const local = (url: string) => !/^[a-z]+:|^\/\//i.test(url);
  return { scripts: [...new Set(scripts.filter(local))], styles: [...new Set(styles.filter(local))] };
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const key = match[1]?.toLowerCase();
    if (key) attributes[key] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

export async function sizeOf(distDir: string, url: string): Promise<AssetSize> {
  const file = (url.split(/[?#]/, 1)[0] ?? '').replace(/^\.?\//, '');
  const content = await readFile(path.join(distDir, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

async function listFiles(distDir: string, extension: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The service worker is fetched by the browser apart from the page; it is not page JS. */
function isServiceWorker(file: string): boolean {
  return /(^|\/)(sw|service-worker)\.js$/.test(file) || /(^|\/)workbox-[\w-]+\.js$/.test(file);
}

/**
 * The entry names its lazy chunks by file name (e.g. "assets/leaflet-map-abc123.js" in a
 * preload list); such a name is a reference, not the code. Strip quoted .js/.css names first.
 */
export function withoutFileReferences(text: string): string {
  return text.replace(/(["'`])[^"'`\n]{0,200}?\.(?:js|css)\1/g, '""');
}

function findMarker(texts: { file: string; text: string }[], marker: string, pattern: RegExp): MarkerHit {
  let hits = 0;
  const files: string[] = [];
  const samples: string[] = [];
  for (const { file, text } of texts) {
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    hits += matches.length;
    files.push(file);
    for (const match of matches.slice(0, 3 - samples.length)) {
      const at = match.index ?? 0;
      samples.push(text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' '));
    }
  }
  return { marker, hits, files, samples };
}

function tail(text: string, lines: number): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
