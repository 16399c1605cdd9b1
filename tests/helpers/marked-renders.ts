import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderModuleName } from '../../server/site/page-render';
import type { TestServer } from './api-server';

export const builtShell =
  '<!doctype html><html lang="nl"><head><title>App</title></head><body><div id="root"></div></body></html>';

/**
 * The built shell and, with `render`, a server entry in place of the web app's that marks every page
 * it renders with its path and a running count (`<p data-render="3">getekend /leden</p>`): a test
 * sees whether an answer was rendered for it, or kept from an earlier one.
 */
export async function withMarkedRenders(server: TestServer, { render = true } = {}): Promise<void> {
  await mkdir(server.config.distDir, { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), builtShell);
  if (!render) return;
  await mkdir(server.config.ssrDir, { recursive: true });
  await writeFile(
    path.join(server.config.ssrDir, renderModuleName),
    'let made = 0;\n' +
      'export const createPageRenderer = () => async (path) =>\n' +
      '  ({ html: `<p data-render="${++made}">getekend ${path}</p>`, routeData: {}, modules: [] });\n',
  );
}

/** The render's mark in a page: which path it rendered, as the how-manieth; undefined for the bare shell. */
export function renderMark(html: string): { path: string; count: number } | undefined {
  const match = /<p data-render="(\d+)">getekend ([^<]*)<\/p>/.exec(html);
  return match ? { path: match[2]!, count: Number(match[1]) } : undefined;
}

/** Server-Timing of a page served as kept (server/site/kept-pages.ts). */
export const keptTiming = 'page;desc="kept"';
