import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Not ./support/test: this spec needs no browser and no club server of the worker; it starts its own.
import { expect, test } from '@playwright/test';
import { bundleImports } from '../../scripts/bundle-imports.mjs';
import {
  ensureProductionNode,
  productionNodeUnavailable,
  productionNodeVersion,
  runsOnProductionNode,
} from '../../scripts/production-node.mjs';
import { printedPassword } from '../helpers/cli-process';
import { freePort } from './support/club-server';

/**
 * The release (`npm run release`) runs without the devDependencies. Its tarball,
 * made from the build `npm test` just made (never rebuilt here: the other specs serve it), is unpacked
 * into an empty folder and installed with `npm ci --omit=dev`; `npm start` then serves a new club on a
 * temporary data folder, its first admin signs in, and `npm run admin` works both through the running
 * server and on the data folder alone. The same installed release runs on this machine's Node and on
 * the production Node (Node 24, scripts/production-node.mjs) where that runs here; `npm test` says
 * loudly when it does not.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const clubName = 'Wandelclub Releaseproef';
const admin = { email: 'secretariaat@release.test', password: 'release-wachtwoord-123' };

type Result = { code: number; stdout: string; stderr: string };

let root: string;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'houtlandstappers-release-e2e-'));
});

test.afterAll(async () => {
  if (server) await stopGroup(server, 'SIGKILL');
  if (root) await rm(root, { recursive: true, force: true });
});

/**
 * The environment of an operator's shell with `node` as the first node on PATH: this test's own
 * environment, without what npm put in it for the test run: npm_config_* and npm_package_*, which would
 * steer the npm commands run in the release, and the project's node_modules/.bin folders on PATH, where
 * the release would find tsx or vite.
 */
function shellEnv(extra: Record<string, string> = {}, node = process.execPath): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  const bins = `${path.sep}node_modules${path.sep}.bin`;
  env.PATH = [path.dirname(node), ...(env.PATH ?? '').split(path.delimiter)]
    .filter((folder) => !folder.endsWith(bins) && !folder.includes(`${bins}${path.sep}`))
    .join(path.delimiter);
  return { ...env, ...extra };
}

/** Runs a command to its end; resolves also when it fails. */
function runToEnd(command: string, args: string[], cwd: string, env = shellEnv()): Promise<Result> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Ends a process started in a group of its own, with everything it started, and waits until all are gone. */
async function stopGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const pid = child.pid!;
  const groupAlive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (groupAlive()) process.kill(-pid, signal);
  await expect.poll(groupAlive, { message: 'de server en npm stoppen', timeout: 15_000 }).toBe(false);
}

/** `npm start` in the release folder, in a process group of its own, answering on `baseURL` once it resolves. */
async function startRelease(app: string, env: NodeJS.ProcessEnv, baseURL: string): Promise<{ output: () => string }> {
  const child = spawn('npm', ['start'], { cwd: app, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  // Polls the home page until it answers; stops at once when the server does.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 100, false))]);
    if (stopped) throw new Error(`npm start stopte voor de site antwoordde:\n${output}`);
    const answered = await fetch(baseURL).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { output: () => output };
    if (Date.now() > deadline) throw new Error(`de site antwoordt niet na 30 s:\n${output}`);
  }
}

/**
 * The programs the node processes of a process group run (Linux: /proc), e.g. npm, scripts/start.mjs and
 * the server that `npm start` starts.
 */
function nodeBinariesOfGroup(group: number): string[] {
  const binaries: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after the command name (which may hold spaces and ')'): state, parent, process group.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const binary = readlinkSync(`/proc/${pid}/exe`);
      if (Number(fields[2]) === group && path.basename(binary) === 'node') binaries.push(binary);
    } catch {
      // gone in between
    }
  }
  return binaries;
}

async function login(baseURL: string, password: string): Promise<Response> {
  return fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password, recaptchaToken: '' }),
  });
}

/**
 * The release, made from the build, unpacked and installed with `npm ci --omit=dev` once per worker: the
 * installed tree is the same for every Node (no production dependency has an install script; sharp's
 * native part is a prebuilt N-API package). Resolves with the folder it is in.
 */
let installed: Promise<string> | undefined;
function installedRelease(): Promise<string> {
  installed ??= installRelease();
  return installed;
}

async function installRelease(): Promise<string> {
  const out = path.join(root, 'out');
  const app = path.join(root, 'club');
  await mkdir(app, { recursive: true });

  const tarball = await test.step('npm run release -- --no-build schrijft één tarball', async () => {
    const made = await runToEnd(process.execPath, ['scripts/release.mjs', '--no-build', '--out', out], repoRoot);
    expect(made.code, made.stdout + made.stderr).toBe(0);
    const files = await readdir(out);
    expect(files).toEqual([expect.stringMatching(/^houtlandstappers-\d+\.\d+\.\d+.*\.tgz$/)]);
    return path.join(out, files[0]!);
  });

  await test.step('uitpakken in een lege map: de build zonder broncode', async () => {
    const unpacked = await runToEnd('tar', ['-xzf', tarball, '-C', app, '--strip-components=1'], root);
    expect(unpacked.code, unpacked.stderr).toBe(0);
    for (const file of ['package.json', 'npm-shrinkwrap.json', 'README.md', 'dist/index.html']) {
      expect(existsSync(path.join(app, file)), file).toBe(true);
    }
    for (const file of ['build/server/index.mjs', 'build/server/cli.mjs', 'build/ssr/entry-server.mjs']) {
      expect(existsSync(path.join(app, file)), file).toBe(true);
    }
    for (const source of ['server', 'web', 'tests', 'vite.config.ts', 'scripts/build-server.mjs', 'scripts/test.mjs']) {
      expect(existsSync(path.join(app, source)), `${source} hoort niet in de release`).toBe(false);
    }
  });

  await test.step('npm ci --omit=dev installeert wat de server laadt, en geen ontwikkelgereedschap', async () => {
    const install = await runToEnd('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], app);
    expect(install.code, install.stdout + install.stderr).toBe(0);
    for (const tool of [
      'tsx',
      'vite',
      'esbuild',
      'typescript',
      '@playwright/test',
      'vitest',
      'react',
      '@tiptap/core',
    ]) {
      expect(existsSync(path.join(app, 'node_modules', tool)), `${tool} hoort niet in een productie-installatie`).toBe(
        false,
      );
    }
    const runtime = bundleImports([path.join(app, 'build', 'server'), path.join(app, 'build', 'ssr')]);
    expect(runtime).toContain('koa');
    const absent = runtime.filter((name) => !existsSync(path.join(app, 'node_modules', name, 'package.json')));
    expect(absent, 'pakketten die de gebouwde server laadt maar niet geïnstalleerd zijn').toEqual([]);
  });
  return app;
}

/** The Nodes the release runs on: this machine's, and the production Node where it runs here. */
const runtimes: { label: string; node: () => string }[] = [
  { label: `Node ${process.versions.node} (deze machine)`, node: () => process.execPath },
];
if (!runsOnProductionNode && !productionNodeUnavailable()) {
  runtimes.push({ label: `Node ${productionNodeVersion} (productie)`, node: ensureProductionNode });
}

for (const [index, runtime] of runtimes.entries()) {
  test(`een release draait zonder ontwikkelgereedschap op ${runtime.label}: npm ci --omit=dev, npm start, aanmelden en npm run admin`, async () => {
    test.setTimeout(90_000);
    const app = await installedRelease();
    const node = runtime.node();
    const folder = path.join(root, `run-${index}`);
    const dataDir = path.join(folder, 'data');
    const uploadsDir = path.join(folder, 'uploads');
    const backups = path.join(folder, 'backups');
    await Promise.all([dataDir, uploadsDir, backups].map((dir) => mkdir(dir, { recursive: true })));

    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env = shellEnv(
      {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        SEED: 'none',
        CLUB_NAME: clubName,
        DATA_DIR: dataDir,
        UPLOADS_DIR: uploadsDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        // Nothing leaves the machine: no mail server, no captcha, no geocoder.
        SMTP_URL: '',
        RECAPTCHA_SITE_KEY: '',
        RECAPTCHA_SECRET: '',
        GEOCODER_URL: 'off',
      },
      node,
    );

    const started = await test.step('npm start serveert de startpagina, door de server weergegeven', async () => {
      const running = await startRelease(app, env, baseURL);
      expect(running.output(), 'een release bouwt niets').not.toContain('Bouwen:');
      const home = await fetch(baseURL);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
      const html = await home.text();
      const rendered = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="route-data"'));
      expect(rendered).toContain(clubName);
      return running;
    });

    await test.step(`npm, scripts/start.mjs en de server draaien op ${runtime.label}`, () => {
      const binaries = nodeBinariesOfGroup(server!.pid!);
      expect(binaries.length, 'npm, start.mjs en de server').toBeGreaterThanOrEqual(3);
      expect(new Set(binaries)).toEqual(new Set([realpathSync(node)]));
    });

    await test.step('de eerste beheerder (ADMIN_EMAIL) meldt zich aan en leest de beheer-API', async () => {
      const answer = await login(baseURL, admin.password);
      expect(answer.status).toBe(200);
      const { token } = (await answer.json()) as { token: string };
      const me = await fetch(`${baseURL}/admin/api/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: admin.email });
    });

    await test.step('npm run admin -- backup, terwijl de server draait', async () => {
      const backup = await runToEnd('npm', ['run', 'admin', '--', 'backup', backups], app, env);
      expect(backup.code, backup.stdout + backup.stderr + started.output()).toBe(0);
      expect(await readdir(backups)).toHaveLength(1);
    });

    await test.step('de server stopt op SIGTERM', async () => {
      await stopGroup(server!, 'SIGTERM');
      server = undefined;
    });

    const password = await test.step('npm run admin -- reset-password, zonder server', async () => {
      const reset = await runToEnd('npm', ['run', 'admin', '--', 'reset-password', admin.email], app, env);
      expect(reset.code, reset.stdout + reset.stderr).toBe(0);
      const unknown = await runToEnd('npm', ['run', 'admin', '--', 'reset-password', 'niemand@release.test'], app, env);
      expect(unknown.code, 'de foutcode van de opdracht komt door').toBe(1);
      expect(unknown.stderr).toContain('Geen beheerder met e-mailadres niemand@release.test.');
      return printedPassword(reset);
    });

    await test.step('na een herstart geldt het nieuwe wachtwoord, het oude niet', async () => {
      await startRelease(app, env, baseURL);
      expect((await login(baseURL, password)).status).toBe(200);
      expect((await login(baseURL, admin.password)).status).toBe(401);
      // Out of the way of the next Node's run; SIGTERM was tested above.
      await stopGroup(server!, 'SIGKILL');
      server = undefined;
    });
  });
}
