import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess } from '../helpers/server-process';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-production-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A production start as the Docker image and the systemd unit do it; nothing inherited from the shell. */
const production = { NODE_ENV: 'production', SEED: '', SMTP_URL: '', PUBLIC_URL: '', JWT_SECRET: '' };

/** The last line of the start's banner: after it, production prints JSON lines only. */
const bannerEnd = '(Of start opnieuw met ADMIN_EMAIL en ADMIN_PASSWORD om de eerste beheerder zo aan te maken.)';

describe('a production start', () => {
  it('makes an empty club with the first-run setup, never the demo, and logs each request as JSON without personal data or keys', async () => {
    const started = await startServerProcess(path.join(root, 'empty'), production);
    try {
      const banner = started.output();
      expect(banner).not.toContain('Demobeheerder');
      expect(banner).toContain('Nog geen beheerder.');
      const setupLink = /eenmalige link: (\S+)/.exec(banner)?.[1];
      expect(setupLink).toMatch(/\/admin\/setup\?code=[\w-]{43}$/);
      const code = new URL(setupLink!).searchParams.get('code')!;

      const get = (pathname: string, init?: RequestInit) => fetch(started.url + pathname, init);
      // No demo content over the API, and the site answers.
      expect(await (await get('/api/members/count')).json()).toBe(0);
      for (const list of ['/api/events/future', '/api/events/own/future', '/api/newsletters', '/api/website-pages']) {
        expect(await (await get(list)).json(), list).toEqual([]);
      }
      expect((await get('/healthz')).status).toBe(200);

      const token = 'c2VjcmV0LXVuc3Vic2NyaWJlLXRva2Vu';
      const email = 'voorzitter@houtland.be';
      const password = 'Heel-Geheim-Wachtwoord-77';
      const requests: [string, number][] = [
        [`/api/newsletters/unsubscribe/validate?memberId=7&token=${token}`, await statusOf(get(`/api/newsletters/unsubscribe/validate?memberId=7&token=${token}`))], // prettier-ignore
        [`/api/setup?code=${code}`, await statusOf(get(`/api/setup?code=${code}`))],
        // A public read answered before Koa (the fast path), with a query of its own.
        ['/api/events/own/future?van=vandaag', await statusOf(get('/api/events/own/future?van=vandaag'))],
        [
          '/api/login',
          await statusOf(
            get('/api/login', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ username: email, password }),
            }),
          ),
        ],
      ];
      expect(requests.map(([, status]) => status)).toEqual([expect.any(Number), 200, 200, 401]);

      const afterBanner = () =>
        started
          .output()
          .slice(started.output().indexOf(bannerEnd) + bannerEnd.length)
          .split('\n')
          .filter((line) => line.trim() !== '');
      const requestLines = () =>
        afterBanner()
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((line) => line.msg === 'request');
      // The answer reaches the client before its log line is written: wait for all of them.
      await expect.poll(() => requestLines().length).toBeGreaterThanOrEqual(5 + 1 + requests.length);

      // Every line after the banner is one JSON object.
      for (const line of afterBanner()) expect(() => JSON.parse(line), line).not.toThrow();
      for (const [url, status] of requests) {
        const pathOnly = url.split('?')[0];
        expect(requestLines(), url).toContainEqual({
          level: 'info',
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          msg: 'request',
          method: url === '/api/login' ? 'POST' : 'GET',
          path: pathOnly,
          kind: 'api',
          status,
          ms: expect.any(Number),
          bytes: expect.any(Number),
        });
      }
      expect(requestLines()).toContainEqual(expect.objectContaining({ path: '/healthz', kind: 'health', status: 200 }));
      for (const line of requestLines()) expect(line.bytes as number).toBeGreaterThan(0);

      const logged = afterBanner().join('\n');
      for (const secret of [token, code, email, password, 'memberId', 'van=vandaag', '127.0.0.1']) {
        expect(logged).not.toContain(secret);
      }
      // Nor anywhere else in what the process printed (the setup link is the banner's, on purpose).
      for (const secret of [token, email, password]) expect(started.output()).not.toContain(secret);
    } finally {
      await stopServerProcess(started);
    }
  }, 30_000);

  it('refuses to start with SMTP while PUBLIC_URL points at localhost, and says what to change', async () => {
    const folder = path.join(root, 'refused');
    const start = startServerProcess(folder, { ...production, SMTP_URL: 'smtp://mail.example.be:587' });
    await expect(start).rejects.toThrow(/server stopped \(1\)[\s\S]*De server start niet:[\s\S]*Zet PUBLIC_URL op het adres van de site/); // prettier-ignore
    // Nothing was made before the refusal.
    await expect(stat(path.join(folder, 'data'))).rejects.toThrow(/ENOENT/);
  });
});

async function statusOf(response: Promise<Response>): Promise<number> {
  const answer = await response;
  await answer.arrayBuffer();
  return answer.status;
}

describe('files others can read, at start', () => {
  it('warns about the loose data folder, leaves it private, and replaces a former token key by the unsubscribe key', async () => {
    const folder = path.join(root, 'loose');
    const dataDir = path.join(folder, 'data');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'jwt-secret'), Buffer.alloc(64, 7).toString('base64'));
    await chmod(path.join(dataDir, 'jwt-secret'), 0o644);
    await chmod(dataDir, 0o755);

    const started = await startServerProcess(folder, { SEED: 'none', JWT_SECRET: '' });
    try {
      expect(started.output()).toContain(
        `Let op: de gegevensmap ${dataDir} was leesbaar voor anderen (rechten 0755); de rechten zijn nu 0700.`,
      );
      expect(started.output()).toContain(`Let op: 1 bestand of map in ${dataDir} was leesbaar voor anderen`);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      // The key that signed admin tokens is gone; the unsubscribe key derived from it stays, private.
      expect(await readdir(dataDir)).not.toContain('jwt-secret');
      expect((await stat(path.join(dataDir, 'unsubscribe-key'))).mode & 0o777).toBe(0o600);
    } finally {
      await stopServerProcess(started);
    }
  }, 30_000);
});
