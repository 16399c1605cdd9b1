import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { healthCacheMs } from '../../server/health/service';
import { startTestServer, type TestServer } from '../helpers/api-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A loopback port that nothing listens on: every SMTP connection to it is refused. */
async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A clock the test moves: the health check keeps its answer for a few seconds of it. */
function testClock(start: string) {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const healthShape = {
  status: expect.any(String),
  version: expect.stringMatching(/^\d+\.\d+\.\d+/),
  store: { readable: expect.any(Boolean), writable: expect.any(Boolean) },
  disk: { freeBytes: expect.any(Number), low: expect.any(Boolean) },
  mail: { waiting: expect.any(Number), oldestWaitingSeconds: expect.toBeOneOf([null, expect.any(Number)]) },
};

describe('GET /healthz', () => {
  it('answers 200 with the store, the free disk and the mail waiting, and never a path or an address', async () => {
    const clock = testClock('2026-05-01T10:00:00.000Z');
    server = await startTestServer({
      now: clock.now,
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
    });
    const fresh = await server.request('/healthz');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(fresh.json).toEqual({
      ...healthShape,
      status: 'ok',
      store: { readable: true, writable: true },
      mail: { waiting: 0, oldestWaitingSeconds: null },
    });

    // A mail the SMTP server cannot take stays waiting, and the health check counts it.
    await server.services.mail.enqueue([
      {
        kind: 'contact',
        message: { to: 'lid@voorbeeld.be', replyTo: null, subject: 'Vraag', text: 'Hallo', html: null, headers: {} },
      },
    ]);
    await server.services.mail.idle();
    expect(server.store.mail.all()[0]).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(healthCacheMs + 90_000);
    const waiting = await server.request('/healthz');
    expect(waiting.status).toBe(200);
    expect(waiting.json).toMatchObject({ status: 'ok', mail: { waiting: 1, oldestWaitingSeconds: 90 + healthCacheMs / 1000 } }); // prettier-ignore
    for (const secret of ['lid@voorbeeld.be', server.config.dataDir, server.config.uploadsDir, '127.0.0.1', 'smtp']) {
      expect(waiting.text).not.toContain(secret);
    }

    const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 503 with the same shape once the store cannot be written, after its few seconds of cache', async () => {
    const clock = testClock('2026-05-01T10:00:00.000Z');
    server = await startTestServer({ now: clock.now });
    expect((await server.request('/healthz')).status).toBe(200);

    // The data folder is gone (as root, taking away rights would not stop a write).
    await rm(server.config.dataDir, { recursive: true, force: true });
    // Within the cache a flood of probes does no disk work: the last answer stands.
    expect((await server.request('/healthz')).status).toBe(200);

    clock.advance(healthCacheMs);
    const broken = await server.request('/healthz');
    expect(broken.status).toBe(503);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    expect(broken.json).toEqual({ ...healthShape, status: 'fout', store: { readable: false, writable: false } });
    expect(broken.text).not.toContain(server.config.dataDir);
    expect(broken.text).not.toContain(server.config.uploadsDir);
    expect((await fetch(`${server.url}/healthz`, { method: 'HEAD' })).status).toBe(503);
  });
});
