// The packages the built server (build/server/) and its page render (build/ssr/) load at run time:
// every bare import, dynamic import and require() of a package in their .mjs files, Node's own
// modules left out. A production install (`npm ci --omit=dev`) must hold each one, so each must be
// in package.json's `dependencies` (scripts/release.mjs checks that; tests/e2e/release.spec.ts checks
// the installed release). Packages the server loads only on demand (require() inside a function) are
// found too, which a run of the server would not show.
// Plain Node ESM without dependencies.
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

// The bundlers write one import per line; comment lines (JSDoc examples in bundled packages) are skipped.
const specifierPatterns = [
  /(?<!["'])\bfrom\s*["']([^"'\s]+)["']/g,
  /\bimport\s*["']([^"'\s]+)["']/g,
  /\bimport\(\s*["']([^"'\s]+)["']/g,
  // require(), esbuild's __require() and the renamed createRequire() results (require2(), …).
  /require\d*\(\s*["']([^"'\s]+)["']/g,
];

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'), or undefined for a path or a builtin. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The packages the .mjs files in `folders` import, sorted.
 * @param {string[]} folders
 * @returns {string[]}
 */
export function bundleImports(folders) {
  const packages = new Set();
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const line of text.split('\n')) {
        const code = line.trimStart();
        if (code.startsWith('*') || code.startsWith('/*') || code.startsWith('//')) continue;
        for (const pattern of specifierPatterns) {
          for (const match of code.matchAll(pattern)) {
            const name = packageOf(match[1]);
            if (name) packages.add(name);
          }
        }
      }
    }
  }
  return [...packages].sort();
}
