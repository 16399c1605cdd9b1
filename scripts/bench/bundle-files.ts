/** The files under dist/: their sizes (raw and gzip -9), which JS is page code, what is newer, and the build. */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type AssetSize = { file: string; bytes: number; gzip: number };

/** Files under `folder` changed after `since`; the bench measures dist/ as it is, so it says when that is old. */
export async function newerThan(folder: string, since: number): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const times = await Promise.all(files.map(async (file) => ({ file, mtime: (await stat(file)).mtimeMs })));
  return times.filter((entry) => entry.mtime > since).map((entry) => path.relative(path.dirname(folder), entry.file));
}

/** Runs `npx vite build`, quietly; on failure the error carries the end of its output. */
export function buildWebApp(root: string): Promise<void> {
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

export async function sizeOf(distDir: string, url: string): Promise<AssetSize> {
  const file = (url.split(/[?#]/, 1)[0] ?? '').replace(/^\.?\//, '');
  const content = await readFile(path.join(distDir, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

export async function listFiles(distDir: string, extension: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The service worker is fetched by the browser apart from the page; it is not page JS. */
export function isServiceWorker(file: string): boolean {
  return /(^|\/)(sw|service-worker)\.js$/.test(file) || /(^|\/)workbox-[\w-]+\.js$/.test(file);
}

function tail(text: string, lines: number): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
