import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { mintPasswordLink } from '../../server/auth/password-links';
import { passwordLinkTexts } from '../../server/contracts';
import { publicFormTexts } from '../../server/middleware/public-form';
import { authorized } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';

/** /api/set-password over HTTP: a public form (JSON, same origin, limited), answers that no cache keeps. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server?.close());

async function link(email: string): Promise<string> {
  const member = await makeMember(server.store, { firstName: 'Nele', email });
  await setPassword(server.store, member.id, 'niemand-kent-dit', { admin: true });
  return mintPasswordLink(server.store, member.id, new Date());
}

const choose = (body: unknown, headers: Record<string, string> = {}) =>
  server.request('/api/set-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('/api/set-password', () => {
  it('checks the link and takes the password; both answers are never kept by a cache', async () => {
    const code = await link('nele@example.be');
    const check = await server.request(`/api/set-password?code=${code}`);
    expect([check.status, check.json, check.headers.get('cache-control')]).toEqual([
      200,
      { firstName: 'Nele', email: 'nele@example.be', purpose: 'promotion' },
      'no-store',
    ]);
    const chosen = await choose({ code, password: 'nele-kiest-zelf' });
    expect([chosen.status, chosen.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const { token } = chosen.json as { token: string };
    expect((await authorized(server, token)('/admin/api/me')).status).toBe(200);
    const again = await server.request(`/api/set-password?code=${code}`);
    expect([again.status, again.json, again.headers.get('cache-control')]).toEqual([
      404,
      { message: passwordLinkTexts.invalid },
      'no-store',
    ]);
  });

  it('takes JSON from our own pages only', async () => {
    const code = await link('form@example.be');
    const text = await server.request('/api/set-password', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ code, password: 'een-wachtwoord' }),
    });
    expect([text.status, text.json]).toEqual([415, { message: publicFormTexts.jsonOnly }]);
    const foreign = await choose({ code, password: 'een-wachtwoord' }, { Origin: 'https://elders.example' });
    expect([foreign.status, foreign.json]).toEqual([403, { message: publicFormTexts.crossSite }]);
    expect((await server.request(`/api/set-password?code=${code}`)).status).toBe(200);
  });

  it('takes 20 tries an hour from one address', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.40' };
    // Too short: refused before any code is looked at, so only this limit counts them (not the wrong-code waits).
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await choose({ code: `fout-${attempt}`, password: 'kort' }, from)).status).toBe(400);
    }
    const refused = await choose({ code: await link('laat@example.be'), password: 'een-wachtwoord' }, from);
    expect(refused.status).toBe(429);
    // Counted per hour: the wait is the rest of that hour.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.json).toEqual({ message: passwordLinkTexts.tooMany('een uur') });
  });
});
