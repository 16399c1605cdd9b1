import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../../scripts/node-flags.mjs';
import { clubName, e2eAdmin } from './club';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Seeding the demo club takes seconds; a server silent for this long is stuck. */
const startTimeoutMs = 60_000;

/** The built web app to serve; another folder lets a second checkout's build be tested side by side. */
export const distDir = process.env.DIST_DIR ?? path.join(repoRoot, 'dist');

export type ClubServerOptions = {
  dataDir: string;
  uploadsDir: string;
  /** `demo` seeds an empty DATA_DIR with the demo club; a copied seeded folder is left as it is. */
  seed: 'demo' | 'none';
  /** The stand-in for map tiles and the geocoder (outside-world.ts). */
  outsideURL: string;
  distDir?: string;
  /** Make the e2e admin at start (as a real club's first admin is made). */
  withAdmin?: boolean;
  /** More environment for this server (a spec's own SMTP_URL, say); it goes over the defaults below. */
  env?: Record<string, string>;
};

export type ClubServer = {
  baseURL: string;
  /** What the server printed up to its greeting, the greeting included (e.g. the first start's setup link). */
  greeting: string;
  stop: () => Promise<void>;
};

/**
 * DATA_DIR and UPLOADS_DIR under `root` for a new server: for the demo club a copy of the one seeded
 * before the run (global-setup.ts), since seeding makes photos and takes seconds; else empty.
 */
export async function clubDirs(root: string, seed: 'demo' | 'none'): Promise<{ dataDir: string; uploadsDir: string }> {
  const dataDir = path.join(root, 'data');
  const uploadsDir = path.join(root, 'uploads');
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (seed === 'demo' && template) {
    await cp(path.join(template, 'data'), dataDir, { recursive: true });
    await cp(path.join(template, 'uploads'), uploadsDir, { recursive: true });
  } else {
    // The server seeds these itself when asked to (SEED=demo on an empty DATA_DIR).
    await mkdir(dataDir, { recursive: true });
    await mkdir(uploadsDir, { recursive: true });
  }
  return { dataDir, uploadsDir };
}

/**
 * The built server (build/server/index.mjs), as `npm start` runs it, on a port of its own:
 * resolves once it greets (after seeding, when listening), rejects with its output if it stops first.
 */
export async function startClubServer(options: ClubServerOptions): Promise<ClubServer> {
  // A port the system just gave out can be taken again before the server binds it: then try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(await freePort(), options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) throw error;
    }
  }
}

/** A free port on 127.0.0.1, from the system (never one of the fixed ports other test runs use). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('no port from the system');
  return address.port;
}

async function startOnPort(port: number, options: ClubServerOptions): Promise<ClubServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, 'build/server/index.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // PUBLIC_URL: mails and share tags link to where this server really is.
      PUBLIC_URL: baseURL,
      DATA_DIR: options.dataDir,
      UPLOADS_DIR: options.uploadsDir,
      DIST_DIR: options.distDir ?? distDir,
      SEED: options.seed,
      CLUB_NAME: clubName,
      GEOCODER_URL: `${options.outsideURL}/search`,
      TILE_URL: `${options.outsideURL}/tiles/{z}/{x}/{y}.png`,
      // Empty means unset: no real mail or captcha from the developer's shell or .env.
      SMTP_URL: '',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET: '',
      ADMIN_EMAIL: options.withAdmin ? e2eAdmin.email : '',
      ADMIN_PASSWORD: options.withAdmin ? e2eAdmin.password : '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  const exited = once(child, 'exit');
  const greeted = new Promise<void>((resolve, reject) => {
    const read = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      // After the greeting its log goes on to the worker's output, which the reporter shows beside the test.
      if (listening) return void to.write(chunk);
      output += chunk.toString();
      // server/index.ts prints this line once it listens.
      if (/ draait op http:\/\//.test(output)) {
        listening = true;
        clearTimeout(stuck);
        resolve();
      }
    };
    child.stdout.on('data', read(process.stdout));
    child.stderr.on('data', read(process.stderr));
    void exited.then(([code, signal]) => {
      clearTimeout(stuck);
      reject(new Error(`de e2e-server stopte (${code ?? signal}) voor hij luisterde:\n${output}`));
    });
    const stuck = setTimeout(() => child.kill('SIGKILL'), startTimeoutMs);
  });
  // The worker may die without its teardown: the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await greeted;
  return {
    baseURL,
    greeting: output,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
