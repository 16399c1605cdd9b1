import { afterEach, describe, expect, it } from 'vitest';
import { twoStepTexts, type AdminMe } from '../../server/contracts';
import { authorized, createAdmin, login } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { ErrorAnswer } from '../helpers/answers';
import { putSettings, readSettings } from '../helpers/settings';
import { acceptPromotion } from '../helpers/auth-kit';
import { makeMember } from '../helpers/factories';
import { appCode, auditEntries, enrol, testClock } from '../helpers/two-step';

let server: TestServer;
afterEach(() => server?.close());

describe('two-step verification required by the club (Instellingen, Beveiliging)', () => {
  it('is off by default, a Beheerder turns it on, and it never reaches the public settings', async () => {
    server = await startTestServer();
    const chair = await createAdmin(server);
    expect((await readSettings(chair)).security).toEqual({ requireTwoStep: false });
    const changed = await putSettings(chair, (payload) => {
      payload.security = { requireTwoStep: true };
    });
    expect(changed.security).toEqual({ requireTwoStep: true });
    // A form from before the setting leaves it as it is.
    const older = await putSettings(chair, (payload) => {
      delete payload.security;
    });
    expect(older.security).toEqual({ requireTwoStep: true });
    const empty = await putSettings(chair, (payload) => {
      payload.security = {};
    });
    expect(empty.security).toEqual({ requireTwoStep: true });
    const config = await server.request('/api/site-config');
    expect(config.text).not.toMatch(/security|requireTwoStep/);
  });

  it('gives an admin without it a session that may only enrol; the first code makes it a whole one', async () => {
    const clock = testClock();
    server = await startTestServer({ now: clock.now });
    const chair = await createAdmin(server, { email: 'voorzitter@example.be' });
    await putSettings(chair, (payload) => {
      payload.security = { requireTwoStep: true };
    });
    // The Beheerder's own session, made before, goes on; the requirement holds from each sign-in.
    expect((await chair.request('/admin/api/members')).status).toBe(200);

    const an = await createAdmin(server, { email: 'an@example.be' });
    expect(server.store.sessions.find((session) => session.memberId === an.memberId)?.enrolOnly).toBe(true);
    expect((await an.request('/admin/api/me')).json).toMatchObject({ twoStep: { enabled: false, required: true } });
    for (const [method, path] of [
      ['GET', '/admin/api/members'],
      ['GET', '/admin/api/dashboard'],
      ['GET', '/admin/api/settings'],
      ['POST', '/admin/api/change-password'],
    ] as const) {
      const refused = await an.request(path, { method, body: method === 'POST' ? {} : undefined });
      expect(refused.status, path).toBe(403);
      expect((refused.json as ErrorAnswer).message, path).toBe(twoStepTexts.enrolFirst);
    }
    expect((await an.request('/admin/api/profile')).status).toBe(200);
    expect((await an.request('/admin/api/two-step')).json).toMatchObject({ enabled: false, required: true });
    expect((await auditEntries(server)).filter((entry) => entry.actorId === an.memberId)).toMatchObject([
      { kind: 'aanmelding', action: 'aangemeld' },
    ]);

    // A second device with the password alone: it goes once the first one enrols.
    const elsewhere = authorized(server, await login(server, an.email, an.password));
    const { secret } = await enrol(an, clock.now());
    expect((await an.request('/admin/api/members')).status).toBe(200);
    expect((await an.request('/admin/api/me')).json as AdminMe).toMatchObject({ twoStep: { enabled: true } });
    expect((await elsewhere('/admin/api/me')).status).toBe(401);

    // Off again while the club requires it: back to enrolling only (a new phone: off, then on).
    clock.step();
    const off = await an.request('/admin/api/two-step/disable', {
      method: 'POST',
      body: { password: an.password, code: appCode(secret, clock.now()) },
    });
    expect(off.status).toBe(200);
    expect((await an.request('/admin/api/members')).status).toBe(403);
    expect((await an.request('/admin/api/two-step/start', { method: 'POST' })).status).toBe(200);
  });

  it("gives a new administrator's set-password link only a session that may enrol, when the club requires it", async () => {
    server = await startTestServer();
    const chair = await createAdmin(server, { email: 'voorzitter@example.be' });
    await putSettings(chair, (payload) => {
      payload.security = { requireTwoStep: true };
    });
    const bert = await makeMember(server.store, { firstName: 'Bert', email: 'bert@example.be' });
    expect((await chair.request(`/admin/api/members/${bert.id}/promote-admin`, { method: 'POST' })).status).toBe(200);
    const token = await acceptPromotion(server, 'bert@example.be', 'berts-eigen-wachtwoord');
    const refused = await authorized(server, token)('/admin/api/dashboard');
    expect(refused.status).toBe(403);
    expect((refused.json as ErrorAnswer).message).toBe(twoStepTexts.enrolFirst);
    expect((await authorized(server, token)('/admin/api/two-step')).status).toBe(200);
  });
});
