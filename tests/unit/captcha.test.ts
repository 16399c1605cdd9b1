import { afterEach, describe, expect, it } from 'vitest';
import { BadRequestError } from '../../server/errors';
import { captchaTexts, createCaptcha } from '../../server/infra/captcha';
import { startStubServer, type StubReply, type StubServer } from '../helpers/stub-http';

const secret = 'geheime-sleutel';
const good = {
  success: true,
  score: 0.9,
  action: 'contact',
  challenge_ts: '2025-05-01T10:00:00Z',
  hostname: 'localhost',
};

let stub: StubServer | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function setUp(reply: StubReply, options: { verifyUrl?: string; timeoutMs?: number } = {}) {
  stub = await startStubServer(() => reply);
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (...args: unknown[]) => warnings.push(args.join(' ')), error: () => {} };
  const captcha = createCaptcha({ secret, minScore: 0.5, verifyUrl: `${stub.url}/siteverify`, log, ...options });
  return { stub, captcha, warnings };
}

/** The error verify() rejected with, or undefined when it resolved. */
async function outcome(promise: Promise<void>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('captcha', () => {
  it('lets everything through when no secret is configured', async () => {
    stub = await startStubServer(() => ({ json: { success: false } }));
    const captcha = createCaptcha({ secret: undefined, minScore: 0.5, verifyUrl: stub.url, log: console });

    expect(captcha.enabled).toBe(false);
    await expect(captcha.verify(undefined, 'contact')).resolves.toBeUndefined();
    expect(stub.requests).toHaveLength(0);
  });

  it('passes a good token and sends secret, token and address as a form', async () => {
    const { stub, captcha, warnings } = await setUp({ json: good });

    expect(captcha.enabled).toBe(true);
    await expect(captcha.verify('token-123', 'contact', '203.0.113.7')).resolves.toBeUndefined();

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/siteverify');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      secret,
      response: 'token-123',
      remoteip: '203.0.113.7',
    });
    expect(warnings).toEqual([]);
  });

  it.each([undefined, null, ''])('refuses a missing token (%s) with 400 without asking Google', async (token) => {
    const { stub, captcha } = await setUp({ json: good });

    const error = await outcome(captcha.verify(token, 'contact'));

    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, message: captchaTexts.missing });
    expect(stub.requests).toHaveLength(0);
  });

  it.each<[string, object]>([
    ['a score below the minimum', { ...good, score: 0.3 }],
    ['another action', { ...good, action: 'membership' }],
    ['success false', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  ])('refuses %s with 400', async (_, answer) => {
    const { stub, captcha } = await setUp({ json: answer });

    const error = await outcome(captcha.verify('token-123', 'contact'));

    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, message: captchaTexts.refused });
    expect(stub.requests).toHaveLength(1);
  });

  it('accepts a score exactly at the minimum', async () => {
    const { captcha } = await setUp({ json: { ...good, score: 0.5 } });
    await expect(captcha.verify('token-123', 'contact')).resolves.toBeUndefined();
  });

  it.each<[string, StubReply]>([
    ['answers 500', { status: 500, body: 'Internal Server Error' }],
    ['answers something that is not JSON', { body: '<html>Onderhoud</html>' }],
    ['answers JSON of the wrong shape', { json: { ok: 'misschien' } }],
  ])('accepts and logs a warning when the service %s', async (_, reply) => {
    const { stub, captcha, warnings } = await setUp(reply);

    await expect(captcha.verify('token-123', 'contact')).resolves.toBeUndefined();

    expect(stub.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/beveiligingscontrole/i);
  });

  it('accepts and logs a warning when the answer is far larger than any real one', async () => {
    const { captcha, warnings } = await setUp({ json: { ...good, padding: 'x'.repeat(20_000) } });

    await expect(captcha.verify('token-123', 'contact')).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('antwoord groter dan 16 kB');
  });

  it('accepts and logs a warning when the service is too slow', async () => {
    const { captcha, warnings } = await setUp({ json: { success: false }, delayMs: 2000 }, { timeoutMs: 100 });

    const started = performance.now();
    await expect(captcha.verify('token-123', 'contact')).resolves.toBeUndefined();

    expect(performance.now() - started).toBeLessThan(1500);
    expect(warnings).toHaveLength(1);
  });

  it('accepts and logs a warning when the service cannot be reached', async () => {
    const closed = await startStubServer(() => ({ json: { success: false } }));
    await closed.close();
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (...args: unknown[]) => warnings.push(args.join(' ')), error: () => {} };
    const captcha = createCaptcha({ secret, minScore: 0.5, verifyUrl: `${closed.url}/siteverify`, log });

    await expect(captcha.verify('token-123', 'contact')).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/beveiligingscontrole/i);
  });
});
