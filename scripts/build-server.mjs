// Bundles the server into build/server/ as plain JavaScript, so production runs on node alone:
// no TypeScript loader in memory (about 30 MB less) and a faster start. Packages stay external.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

// Chunk names carry content hashes: without a clean folder every build would leave the last one's behind.
await rm('build/server', { recursive: true, force: true });
await build({
  entryPoints: { index: 'server/index.ts', cli: 'server/cli.ts' },
  outdir: 'build/server',
  bundle: true,
  // Code loaded on demand (the demo seed and its image library) stays out of the start-up path.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  outExtension: { '.js': '.mjs' },
  keepNames: true,
  logLevel: 'warning',
});
console.info('Server gebouwd in build/server/.');
