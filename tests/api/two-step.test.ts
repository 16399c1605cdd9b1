import { afterEach, describe, expect, it } from 'vitest';
import { twoStepTexts, type TwoStepStart, type TwoStepStatus } from '../../server/contracts';
import { authorized, createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { ErrorAnswer } from '../helpers/answers';
import { appCode, auditEntries, enrol, passwordStep, postJson, testClock, wrongCode } from '../helpers/two-step';

let server: TestServer;
afterEach(() => server?.close());

async function start(env: Record<string, string> = {}) {
  const clock = testClock();
  server = await startTestServer({ now: clock.now, env });
  const admin = await createAdmin(server, { email: 'an@example.be', password: 'an-haar-wachtwoord' });
  return { clock, admin };
}

const status = async (admin: AdminSession) => (await admin.request('/admin/api/two-step')).json as TwoStepStatus;
const sendCode = (challenge: string, code: string, headers: Record<string, string> = {}) =>
  postJson(server, '/api/login/code', { challenge, code }, headers);
const tokenOf = (answer: { json: unknown }) => (answer.json as { token?: string }).token;

describe('two-step verification (TOTP, RFC 6238)', () => {
  it('is set up with a QR code or the secret as text, confirmed by a first code, with ten recovery codes shown once', async () => {
    const { clock, admin } = await start({ CLUB_NAME: 'De Kadees' });
    expect(await status(admin)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const started = await admin.request('/admin/api/two-step/start', { method: 'POST' });
    expect(started.status).toBe(200);
    expect(started.headers.get('Cache-Control')).toBe('no-store');
    const { secret, otpauthUrl, qrDataUrl } = started.json as TwoStepStart;
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret.replace(/ /g, ''));
    expect(url.searchParams.get('issuer')).toBe('De Kadees');
    expect(decodeURIComponent(url.pathname)).toContain('an@example.be');
    expect(Buffer.from(qrDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
    // Not on until confirmed: the password alone still signs in.
    expect(
      tokenOf(await postJson(server, '/api/login', { username: admin.email, password: admin.password })),
    ).toBeTruthy();

    const plain = secret.replace(/ /g, '');
    const refused = await admin.request('/admin/api/two-step/confirm', {
      method: 'POST',
      body: { code: wrongCode(plain, clock.now()) },
    });
    expect(refused.status).toBe(400);
    expect((refused.json as ErrorAnswer).errors).toEqual({ code: twoStepTexts.wrongCode });

    const confirmed = await admin.request('/admin/api/two-step/confirm', {
      method: 'POST',
      body: { code: appCode(plain, clock.now()) },
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.json as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect(await status(admin)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Stored as digests only; a second start would replace the secret of an app in use.
    const stored = JSON.stringify(server.store.twoStep.all());
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''));
    expect((await admin.request('/admin/api/two-step/start', { method: 'POST' })).status).toBe(409);
    expect((await auditEntries(server)).filter((entry) => entry.kind === 'tweestaps')).toMatchObject([
      { action: 'aangezet', actorId: admin.memberId },
    ]);
  });

  it('asks the code after the right password; a right code signs in, and only once', async () => {
    const { clock, admin } = await start();
    const { secret } = await enrol(admin, clock.now());
    clock.step();
    const sessionsBefore = server.store.sessions.size;

    const challenge = await passwordStep(server, admin);
    expect(server.store.sessions.size).toBe(sessionsBefore);
    const wrong = await sendCode(challenge, wrongCode(secret, clock.now()));
    expect(wrong.status).toBe(401);
    expect((wrong.json as ErrorAnswer).message).toBe(twoStepTexts.wrongCode);
    const code = appCode(secret, clock.now());
    const signedIn = await sendCode(challenge, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    const token = tokenOf(signedIn)!;
    expect((await authorized(server, token)('/admin/api/members')).status).toBe(200);
    // The challenge is used, and the same code does not sign in a second time, nor does the step before it.
    expect((await sendCode(challenge, code)).json).toEqual({ message: twoStepTexts.expired });
    const again = await passwordStep(server, admin);
    expect((await sendCode(again, code)).status).toBe(401);
    expect((await sendCode(again, appCode(secret, new Date(clock.now().getTime() - 30_000)))).status).toBe(401);
    // The next step's code is a new one.
    clock.step();
    expect((await sendCode(again, appCode(secret, clock.now()))).status).toBe(200);

    const log = await auditEntries(server);
    expect(log.filter((entry) => entry.kind === 'aanmelding-mislukt')).toMatchObject([
      { action: 'verkeerde code', actorId: admin.memberId },
      { action: 'verkeerde code' },
      { action: 'verkeerde code' },
    ]);
    expect(log.filter((entry) => entry.kind === 'aanmelding').length).toBe(3);
    expect(JSON.stringify(log)).not.toContain(code);
  });

  it('accepts the code of the step before, when it was not used yet', async () => {
    const { clock, admin } = await start();
    const { secret } = await enrol(admin, clock.now());
    clock.step(3);
    const challenge = await passwordStep(server, admin);
    expect((await sendCode(challenge, appCode(secret, new Date(clock.now().getTime() - 30_000)))).status).toBe(200);
  });

  it('refuses a challenge that is unknown, older than 5 minutes, or of an admin whose second step went', async () => {
    const { clock, admin } = await start();
    const { secret } = await enrol(admin, clock.now());
    clock.step();
    expect((await sendCode('geen-uitdaging', appCode(secret, clock.now()))).json).toEqual({
      message: twoStepTexts.expired,
    });
    const challenge = await passwordStep(server, admin);
    clock.advance(5 * 60 * 1000);
    const late = await sendCode(challenge, appCode(secret, clock.now()));
    expect(late.status).toBe(401);
    expect((late.json as ErrorAnswer).message).toBe(twoStepTexts.expired);

    const waiting = await passwordStep(server, admin);
    clock.step();
    const off = await admin.request('/admin/api/two-step/disable', {
      method: 'POST',
      body: { password: admin.password, code: appCode(secret, clock.now()) },
    });
    expect(off.status).toBe(200);
    clock.step();
    expect((await sendCode(waiting, appCode(secret, clock.now()))).json).toEqual({ message: twoStepTexts.expired });
  });

  it('limits wrong codes like wrong passwords: per address and account, and the right code waits too', async () => {
    const { clock, admin } = await start({ TRUST_PROXY: '1' });
    const { secret } = await enrol(admin, clock.now());
    clock.step();
    const here = { 'X-Forwarded-For': '198.51.100.7' };
    const challenge = await passwordStep(server, admin);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await sendCode(challenge, wrongCode(secret, clock.now()), here)).status).toBe(401);
    }
    const blocked = await sendCode(challenge, appCode(secret, clock.now()), here);
    expect(blocked.status).toBe(429);
    expect((blocked.json as ErrorAnswer).message).toBe(twoStepTexts.tooManyCodes('15 seconden'));
    expect(blocked.headers.get('Retry-After')).toBe('15');
    // The real admin elsewhere is not locked out by it.
    expect((await sendCode(challenge, appCode(secret, clock.now()), { 'X-Forwarded-For': '203.0.113.5' })).status).toBe(
      200,
    );
  });

  it('limits made-up challenges from one address as it limits wrong codes', async () => {
    const { clock, admin } = await start({ TRUST_PROXY: '1' });
    const { secret } = await enrol(admin, clock.now());
    clock.step();
    const here = { 'X-Forwarded-For': '198.51.100.8' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await sendCode(`verzonnen-${attempt}`, '123456', here)).status).toBe(401);
    }
    const blocked = await sendCode('verzonnen-6', '123456', here);
    expect(blocked.status).toBe(429);
    expect((blocked.json as ErrorAnswer).message).toBe(twoStepTexts.tooManyCodes('15 seconden'));
    // A real challenge from elsewhere still works.
    const challenge = await passwordStep(server, admin);
    const elsewhere = { 'X-Forwarded-For': '203.0.113.6' };
    expect((await sendCode(challenge, appCode(secret, clock.now()), elsewhere)).status).toBe(200);
  });

  it('takes a recovery code instead, once', async () => {
    const { clock, admin } = await start();
    const { recoveryCodes } = await enrol(admin, clock.now());
    const [first] = recoveryCodes;
    const challenge = await passwordStep(server, admin);
    const signedIn = await sendCode(challenge, first!.toUpperCase().replace(/-/g, ' '));
    expect(signedIn.status).toBe(200);
    const left = await authorized(server, tokenOf(signedIn)!)('/admin/api/two-step');
    expect(left.json).toMatchObject({ recoveryCodesLeft: 9 });
    expect((await sendCode(await passwordStep(server, admin), first!)).status).toBe(401);
    expect((await auditEntries(server)).filter((entry) => entry.kind === 'tweestaps')).toMatchObject([
      { action: 'aangezet' },
      { action: 'herstelcode gebruikt', actorId: admin.memberId },
    ]);
  });

  it('is turned off with the password and a code, not with either alone', async () => {
    const { clock, admin } = await start();
    const { secret, recoveryCodes } = await enrol(admin, clock.now());
    clock.step();
    const disable = (body: unknown) => admin.request('/admin/api/two-step/disable', { method: 'POST', body });

    const noPassword = await disable({ password: 'fout-wachtwoord', code: appCode(secret, clock.now()) });
    expect(noPassword.status).toBe(400);
    expect((noPassword.json as ErrorAnswer).errors).toEqual({ password: twoStepTexts.wrongPassword });
    const noCode = await disable({ password: admin.password, code: wrongCode(secret, clock.now()) });
    expect((noCode.json as ErrorAnswer).errors).toEqual({ code: twoStepTexts.wrongCode });
    expect((await disable({ password: admin.password })).status).toBe(400);
    expect((await status(admin)).enabled).toBe(true);

    const off = await disable({ password: admin.password, code: recoveryCodes[3] });
    expect(off.json).toEqual({ message: twoStepTexts.disabled });
    expect(await status(admin)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(server.store.twoStep.size).toBe(0);
    expect(
      tokenOf(await postJson(server, '/api/login', { username: admin.email, password: admin.password })),
    ).toBeTruthy();
    expect((await disable({ password: admin.password, code: appCode(secret, clock.now()) })).status).toBe(409);
    const actions = (await auditEntries(server))
      .filter((entry) => entry.kind === 'tweestaps')
      .map((entry) => entry.action);
    expect(actions).toEqual(['aangezet', 'herstelcode gebruikt', 'uitgezet']);
  });
});
