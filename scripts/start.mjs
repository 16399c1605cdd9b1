// `npm start`: builds the web app when dist/ is missing or older than its sources, then runs the server.
// Plain Node ESM without dependencies, so it works right after `npm install`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist', 'index.html');
const buildInputs = [path.join(root, 'web'), path.join(root, 'vite.config.ts'), path.join(root, 'package-lock.json')];

/** The newest modification time of a file, or of any file below a folder. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return buildInputs.some((input) => newestMtime(input) > builtAt);
}

/** Runs a command with the terminal attached; resolves with its exit code. */
function run(command, args, { forwardSignals = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
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

if (needsBuild()) {
  console.info('De web-app wordt gebouwd (vite build)…');
  const code = await run('npx', ['vite', 'build']);
  if (code !== 0) {
    console.error('Het bouwen van de web-app is mislukt.');
    process.exit(code);
  }
}

process.exit(await run(process.execPath, ['--import', 'tsx', 'server/index.ts'], { forwardSignals: true }));
