// The built outputs the server and the CLI run from, and when they must be rebuilt: shared by
// `npm start` (scripts/start.mjs) and `npm run admin` (scripts/admin.mjs).
// In a source checkout a missing or stale output is rebuilt from its sources; in a release
// (`npm run release`: the built output without the sources) nothing is ever rebuilt, and a missing
// output stops the start with a message that says so.
// Plain Node ESM without dependencies: it runs right after `npm install`, and in a release after
// `npm ci --omit=dev`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const lockFile = path.join(root, 'package-lock.json');

/**
 * @typedef {object} Build
 * @property {string} name what it is, in Dutch, for the messages
 * @property {string} sources the folder that must exist to build it: absent in a release
 * @property {string[]} outputs files it makes; it is stale when one is missing or older than an input
 * @property {string[]} inputs files or folders it is made from
 * @property {[string, string[]]} command how to make it, run in the project folder
 */

// The web app imports the server's contracts (paths, schemas, texts).
const webInputs = [
  path.join(root, 'web'),
  path.join(root, 'server', 'contracts'),
  path.join(root, 'vite.config.ts'),
  lockFile,
];

/** @type {Build} */
export const webAppBuild = {
  name: 'de web-app (vite build)',
  sources: path.join(root, 'web'),
  outputs: [path.join(root, 'dist', 'index.html')],
  inputs: webInputs,
  command: ['npx', ['vite', 'build']],
};

/** @type {Build} */
export const serverRenderBuild = {
  name: 'de weergave van de pagina’s op de server (vite build --ssr)',
  sources: path.join(root, 'web'),
  outputs: [path.join(root, 'build', 'ssr', 'entry-server.mjs')],
  inputs: webInputs,
  command: ['npx', ['vite', 'build', '--ssr', 'entry-server.tsx']],
};

/** @type {Build} The server and the admin CLI, bundled together by scripts/build-server.mjs. */
export const serverBuild = {
  name: 'de server en de beheeropdrachten',
  sources: path.join(root, 'server'),
  outputs: [path.join(root, 'build', 'server', 'index.mjs'), path.join(root, 'build', 'server', 'cli.mjs')],
  inputs: [path.join(root, 'server'), path.join(root, 'scripts', 'build-server.mjs'), lockFile],
  command: [process.execPath, ['scripts/build-server.mjs']],
};

/** Everything `npm start` serves from. */
export const allBuilds = [webAppBuild, serverRenderBuild, serverBuild];

/** The newest modification time of a file, or of any file below a folder; 0 when it is absent. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** @param {Build} build */
function isStale({ outputs, inputs }) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return inputs.some((input) => newestMtime(input) > builtAt);
}

/**
 * Runs a command in the project folder with the terminal attached; resolves with its exit code (128 + the signal's number
 * when a signal ended it). With `forwardSignals`, a Ctrl-C or `kill` of this process reaches it.
 * With `toStderr`, what it prints goes to this process's stderr, leaving stdout to what runs after it.
 * @param {string} command
 * @param {string[]} args
 * @param {{ forwardSignals?: boolean, env?: NodeJS.ProcessEnv, toStderr?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { forwardSignals = false, env = process.env, toStderr = false } = {}) {
  return new Promise((resolve) => {
    const stdio = toStderr ? ['inherit', 2, 'inherit'] : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio, env });
    const forward = (signal) => child.kill(signal);
    if (forwardSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(`Kon ${command} niet starten: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      if (forwardSignals) for (const name of ['SIGINT', 'SIGTERM']) process.off(name, forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

/**
 * Makes sure the given builds' outputs are there: in a source checkout rebuilds what is missing or
 * stale; in a release only checks that the outputs exist. Resolves with 0, or with the exit code to
 * stop with (after a message in Dutch). With `toStderr`, the building is reported on stderr only
 * (`npm run admin` keeps stdout for the command's own answer).
 * @param {Build[]} builds
 * @param {{ toStderr?: boolean }} [options]
 * @returns {Promise<number>}
 */
export async function ensureBuilt(builds, { toStderr = false } = {}) {
  const report = toStderr ? console.error : console.info;
  for (const build of builds) {
    if (!existsSync(build.sources)) {
      const missing = build.outputs.filter((output) => !existsSync(output));
      if (missing.length === 0) continue;
      console.error(
        `${missing.map((output) => path.relative(root, output)).join(', ')} ontbreekt, en deze map heeft ` +
          `geen broncode om ${build.name} te bouwen (${path.relative(root, build.sources)}/ ontbreekt). ` +
          'Pak de release opnieuw uit, of bouw in de broncode met `npm run build`.',
      );
      return 1;
    }
    if (!isStale(build)) continue;
    report(`Bouwen: ${build.name}…`);
    const [command, args] = build.command;
    const code = await run(command, args, { toStderr });
    if (code !== 0) {
      console.error(`Het bouwen van ${build.name} is mislukt.`);
      return code;
    }
  }
  return 0;
}
