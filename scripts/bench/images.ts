import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeLargePhotos, type LargePhoto } from './large-photos';
import { startServer, type RunningServer, type ServerErrors, type Track } from './server';

export type Answer = { label: string; status: number | string; ms: number };

/** GET / asked every half second while the images are worked on: does the server still serve pages? */
export type Liveness = { asked: number; answered: number; statuses: Record<string, number>; slowestMs: number };

export type ImageReport = {
  photos: LargePhoto[];
  imageJobs: number;
  /** VmHWM after the uploads, and at the end: /proc's own peak, so no sample can miss it. */
  peakAfterUploads: number;
  peakAtEnd: number;
  idleRss: number;
  uploads: Answer[];
  variants: Answer[];
  uploadsMs: number;
  variantsMs: number;
  liveness: Liveness;
  distNote: string;
  errors: ServerErrors;
};

/** Sizes other than the 1280 JPEG, which the upload already makes: each request is a first-time resize. */
const variants = ['300x300.webp', '640x640.jpg', '640x640.webp', '1200x630.jpg', '1280x1280.webp'];
const admin = { email: 'bench@example.be', password: 'bench-wachtwoord' };

/**
 * The image budget: 8 uploads of 6000 × 6000 interlaced PNGs at once, then 40 first-time
 * variant requests at once (5 sizes of each), against the built server in its own process
 * with IMAGE_JOBS (default 2, the cores of this machine; the bench pins the server to one core,
 * which would otherwise make it 1).
 */
export async function measureImages(options: {
  root: string;
  imageJobs: number;
  log: (line: string) => void;
  track: Track;
}): Promise<ImageReport> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-images-'));
  const cleanUp = options.track(() => rm(dir, { recursive: true, force: true }));
  try {
    options.log('Drawing 8 interlaced 6000 × 6000 PNGs…');
    await mkdir(path.join(dir, 'photos'));
    const photos = await writeLargePhotos(path.join(dir, 'photos'), 8);
    const { distDir, distNote } = await webAppFolder(options.root, dir);
    const server = await startServer({
      root: options.root,
      env: {
        DATA_DIR: path.join(dir, 'data'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        DIST_DIR: distDir,
        SEED: 'none',
        GEOCODER_URL: 'off',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        IMAGE_JOBS: String(options.imageJobs),
      },
      readyTimeoutMs: 120_000,
    });
    const untrack = options.track(server.stop);
    try {
      return { photos, imageJobs: options.imageJobs, distNote, ...(await load(server, photos, options.log)) };
    } finally {
      untrack();
      await server.stop();
    }
  } finally {
    cleanUp();
    await rm(dir, { recursive: true, force: true });
  }
}

async function load(server: RunningServer, photos: LargePhoto[], log: (line: string) => void) {
  const token = await login(server.baseUrl);
  const idleRss = (await server.memory()).rss;
  const liveness = watchPages(server.baseUrl);
  try {
    log('8 uploads at once…');
    let started = performance.now();
    const uploads = await Promise.all(photos.map((photo) => upload(server.baseUrl, token, photo)));
    const uploadsMs = performance.now() - started;
    const peakAfterUploads = (await server.memory()).peakRss;

    const uuids = uploads.flatMap((answer) => (answer.uuid ? [answer.uuid] : []));
    log(`${uuids.length * variants.length} first-time variant requests at once…`);
    started = performance.now();
    const asked = uuids.flatMap((uuid, index) =>
      variants.map((variant) =>
        timed(`photo ${index + 1} ${variant}`, () => fetch(`${server.baseUrl}/media/${uuid}/${variant}`)),
      ),
    );
    const variantAnswers = await Promise.all(asked);
    const variantsMs = performance.now() - started;
    const exited = server.exitedEarly();
    if (exited) throw new Error(`${exited} under load`);
    return {
      idleRss,
      uploads: uploads.map(({ label, status, ms }) => ({ label, status, ms })),
      variants: variantAnswers,
      uploadsMs,
      variantsMs,
      peakAfterUploads,
      peakAtEnd: (await server.memory()).peakRss,
      liveness: await liveness.stop(),
      errors: server.errors(),
    };
  } finally {
    await liveness.stop();
  }
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password: admin.password, recaptchaToken: '' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function upload(baseUrl: string, token: string, photo: LargePhoto): Promise<Answer & { uuid?: string }> {
  const form = new FormData();
  form.append(
    'files',
    new Blob([new Uint8Array(await readFile(photo.file))], { type: 'image/png' }),
    path.basename(photo.file),
  );
  let uuid: string | undefined;
  const answer = await timed(`upload ${path.basename(photo.file)}`, async () => {
    const response = await fetch(`${baseUrl}/admin/api/images/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status === 201) uuid = ((await response.clone().json()) as Array<{ uuid: string }>)[0]?.uuid;
    return response;
  });
  return { ...answer, uuid };
}

/** Times a request to its last byte; a network failure is an answer too (shown, not thrown). */
async function timed(label: string, request: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    return { label, status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { label, status: error instanceof Error ? error.message : String(error), ms: performance.now() - started };
  }
}

function watchPages(baseUrl: string) {
  const liveness: Liveness = { asked: 0, answered: 0, statuses: {}, slowestMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      liveness.asked += 1;
      const answer = await timed('GET /', () => fetch(`${baseUrl}/`));
      if (typeof answer.status === 'number') liveness.answered += 1;
      liveness.statuses[answer.status] = (liveness.statuses[answer.status] ?? 0) + 1;
      liveness.slowestMs = Math.max(liveness.slowestMs, answer.ms);
      await sleep(500);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return liveness;
    },
  };
}

/** The built web app when there is one; else a bare shell, so GET / still goes through the page code. */
async function webAppFolder(root: string, dir: string): Promise<{ distDir: string; distNote: string }> {
  const built = path.join(root, 'dist');
  if (existsSync(path.join(built, 'index.html'))) return { distDir: built, distNote: 'GET / serves the built dist/' };
  const shell = path.join(dir, 'dist');
  await mkdir(shell);
  await writeFile(
    path.join(shell, 'index.html'),
    '<!doctype html><html lang="nl"><head></head><body><div id="root"></div></body></html>',
  );
  return { distDir: shell, distNote: 'no dist/ built: GET / serves a bare shell through the same page code' };
}
