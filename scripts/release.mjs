// `npm run release`: builds everything (`npm run build`) and writes one tarball,
// release/houtlandstappers-<version>.tgz, with what production runs: the built web app (dist/), the
// built server, CLI and page render (build/), the scripts `npm start` and `npm run admin` run, the
// package files and the lock, and the operator's documents. No sources, no tests. On the server:
//
//   mkdir club && tar -xzf houtlandstappers-<version>.tgz -C club --strip-components=1
//   cd club && npm ci --omit=dev && npm start
//
// Options: --no-build takes the build as it is (the release test uses that: it must not rebuild
// what the other browser tests are using); --out <folder> writes the tarball there instead.
// The tarball is made by `npm pack` from a staged copy, with the lock as npm-shrinkwrap.json (npm pack
// leaves package-lock.json out; `npm ci` reads either). Plain Node ESM without dependencies.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { allBuilds, root, run } from './builds.mjs';
import { bundleImports } from './bundle-imports.mjs';

/** Always in a release: the build and what runs it. */
const required = [
  'package.json',
  'README.md',
  'dist',
  'build',
  // `npm start`, `npm run admin` and what they import (a missing one fails the release test).
  'scripts/start.mjs',
  'scripts/admin.mjs',
  'scripts/builds.mjs',
  'scripts/node-flags.mjs',
];
/** In a release when the project has them: the operator's documents and service files. */
const optional = ['SECURITY.md', 'LICENSE', '.env.example', 'docs/deploy.md', 'deploy'];
/** The package scripts that work in a release (the others need the sources or the devDependencies). */
const releaseScripts = ['start', 'serve', 'admin'];

function fail(message) {
  console.error(message);
  process.exit(1);
}

let options;
try {
  options = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, out: { type: 'string', default: 'release' } },
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\nGebruik: npm run release -- [--no-build] [--out <map>]`);
}

if (!options['no-build']) {
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) fail('Het bouwen is mislukt: geen release gemaakt.');
}

const missing = allBuilds.flatMap((build) => build.outputs).filter((output) => !existsSync(output));
if (missing.length > 0) {
  fail(`${missing.map((output) => path.relative(root, output)).join(', ')} ontbreekt: eerst npm run build.`);
}

// A production install holds only `dependencies`: every package the built server loads must be one.
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const runtimePackages = bundleImports([path.join(root, 'build', 'server'), path.join(root, 'build', 'ssr')]);
const undeclared = runtimePackages.filter((name) => !(name in (pkg.dependencies ?? {})));
if (undeclared.length > 0) {
  fail(
    `De gebouwde server laadt pakketten die niet bij "dependencies" in package.json staan: ${undeclared.join(', ')}.\n` +
      'Een productie-installatie (npm ci --omit=dev) heeft ze dan niet: zet ze bij "dependencies", ' +
      'of bundel ze mee in de build.',
  );
}

const staging = mkdtempSync(path.join(tmpdir(), 'houtlandstappers-release-'));
try {
  for (const entry of [...required, ...optional]) {
    const source = path.join(root, entry);
    if (!existsSync(source)) {
      if (required.includes(entry)) throw new Error(`${entry} ontbreekt: geen release gemaakt.`);
      continue;
    }
    cpSync(source, path.join(staging, entry), { recursive: true });
  }
  const scripts = Object.fromEntries(releaseScripts.map((name) => [name, pkg.scripts[name]]));
  writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify({ ...pkg, scripts }, null, 2)}\n`);
  cpSync(path.join(root, 'package-lock.json'), path.join(staging, 'npm-shrinkwrap.json'));

  const out = path.resolve(root, options.out);
  mkdirSync(out, { recursive: true });
  const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', out], {
    cwd: staging,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (packed.status !== 0) throw new Error('npm pack is mislukt: geen release gemaakt.');
  const [{ filename }] = JSON.parse(packed.stdout);
  const tarball = path.join(out, filename);
  const megabytes = (statSync(tarball).size / 1024 / 1024).toFixed(1);
  console.info(
    [
      `Release geschreven: ${path.relative(process.cwd(), tarball) || tarball} (${megabytes} MB).`,
      'Op de server:',
      `  mkdir club && tar -xzf ${filename} -C club --strip-components=1`,
      '  cd club && npm ci --omit=dev && npm start',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
}
