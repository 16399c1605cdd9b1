// `npm start`: builds the web app (dist/), its server render (build/ssr/) and the server (build/server/)
// when missing or older than their sources, then runs the built server.
// Plain Node ESM without dependencies, so it works right after `npm install`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from './node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const lockFile = path.join(root, 'package-lock.json');
const builds = [
  {
    name: 'de web-app (vite build)',
    output: path.join(root, 'dist', 'index.html'),
    // The web app imports the server's contracts (paths, schemas, texts).
    inputs: [
      path.join(root, 'web'),
      path.join(root, 'server', 'contracts'),
      path.join(root, 'vite.config.ts'),
      lockFile,
    ],
    command: ['npx', ['vite', 'build']],
  },
  {
    name: 'de weergave van de pagina’s op de server (vite build --ssr)',
    output: path.join(root, 'build', 'ssr', 'entry-server.mjs'),
    inputs: [
      path.join(root, 'web'),
      path.join(root, 'server', 'contracts'),
      path.join(root, 'vite.config.ts'),
      lockFile,
    ],
    command: ['npx', ['vite', 'build', '--ssr', 'entry-server.tsx']],
  },
  {
    name: 'de server',
    output: path.join(root, 'build', 'server', 'index.mjs'),
    inputs: [path.join(root, 'server'), path.join(root, 'scripts', 'build-server.mjs'), lockFile],
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
];

/** The newest modification time of a file, or of any file below a folder. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale({ output, inputs }) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > builtAt);
}

/** Runs a command with the terminal attached; resolves with its exit code. */
function run(command, args, { forwardSignals = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
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

for (const build of builds.filter(isStale)) {
  console.info(`Bouwen: ${build.name}…`);
  const code = await run(...build.command);
  if (code !== 0) {
    console.error(`Het bouwen van ${build.name} is mislukt.`);
    process.exit(code);
  }
}

process.exit(
  await run(process.execPath, [...serverNodeFlags, 'build/server/index.mjs'], {
    forwardSignals: true,
    // A value already set in the shell wins.
    env: { ...serverEnvironment, ...process.env },
  }),
);
