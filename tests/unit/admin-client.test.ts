import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../web/lib/api-client';
import { fileNameOf } from '../../web/admin/lib/admin-api';
import { useSession } from '../../web/admin/session/session';
import { mutate } from '../../web/admin/outbox/mutate';
import { loginErrorText } from '../../web/admin/app/login-error';
import { passwordErrors } from '../../web/admin/features/account/components/change-password-dialog';
import { passwordPairErrors } from '../../web/admin/lib/password-pair';
import { setPasswordPayloadSchema } from '../../server/contracts/session';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

describe('mutate(): every admin write', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        response.setHeader('Content-Type', 'application/json');
        if (request.url === '/conflict') {
          response.statusCode = 409;
          response.end(JSON.stringify({ message: 'Iemand anders wijzigde dit intussen.', current: { version: 4 } }));
        } else if (request.url === '/expired') {
          response.statusCode = 401;
          response.end(JSON.stringify({ message: 'Meld je opnieuw aan.' }));
        } else response.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the bearer token, the version as If-Match, a fresh Idempotency-Key and the body as JSON', async () => {
    useSession.getState().signIn('token-1');
    await mutate({ method: 'PATCH', url: `${base}/a`, record: null, body: { name: 'x' }, version: 3 });
    await mutate({ method: 'PATCH', url: `${base}/a`, record: null, body: 7 });
    const [first, second] = seen.slice(-2);
    expect(first!.headers.authorization).toBe('Bearer token-1');
    expect(first!.headers['if-match']).toBe('"3"');
    expect(first!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(first!.body)).toEqual({ name: 'x' });
    expect(second!.headers['if-match']).toBeUndefined();
    expect(second!.body).toBe('7');
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('sends FormData as multipart', async () => {
    const form = new FormData();
    form.append('eventData', JSON.stringify({ name: 'Tocht' }));
    await mutate({ method: 'POST', url: `${base}/form`, record: null, body: form });
    const sent = seen.at(-1)!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('{"name":"Tocht"}');
  });

  it("throws the server's conflict message as a 409 ApiError", async () => {
    const error = await mutate({ method: 'PUT', url: `${base}/conflict`, record: null, body: {}, version: 2 }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Iemand anders wijzigde dit intussen.', fromServer: true });
  });

  it('ends the session on a 401', async () => {
    useSession.getState().signIn('token-2');
    await expect(mutate({ method: 'DELETE', url: `${base}/expired`, record: null })).rejects.toMatchObject({
      status: 401,
    });
    expect(useSession.getState().token).toBeNull();
  });
});

describe('texts of the admin shell', () => {
  it('reads the download name from Content-Disposition, the encoded name first', () => {
    expect(fileNameOf('attachment; filename="leden-bestuur.xlsx"')).toBe('leden-bestuur.xlsx');
    expect(fileNameOf('attachment; filename="leden.xlsx"; filename*=UTF-8\'\'leden%20%C3%A9.xlsx')).toBe(
      'leden é.xlsx',
    );
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('inline')).toBeUndefined();
  });

  it('shows a login failure as SPEC §8 says', () => {
    expect(loginErrorText(new ApiError(401, 'Te veel pogingen.', undefined, true))).toBe('Te veel pogingen.');
    expect(loginErrorText(new ApiError(401, 'x'.repeat(200), undefined, true))).toBe('Ongeldige e-mail of wachtwoord.');
    expect(loginErrorText(new ApiError(502, 'De server gaf een fout (502).'))).toBe('Ongeldige e-mail of wachtwoord.');
    expect(loginErrorText(new ApiError(0, 'Geen verbinding'))).toBe('Kon niet verbinden met de server.');
  });

  it('checks a new password as SPEC §5 says', () => {
    expect(passwordErrors('kort', 'kort')).toEqual({
      newPassword: 'Nieuw wachtwoord moet minstens 8 karakters bevatten.',
    });
    expect(passwordErrors('lang genoeg', 'anders')).toEqual({ confirmation: 'Wachtwoorden komen niet overeen.' });
    expect(passwordErrors('lang genoeg', 'lang genoeg')).toEqual({});
    // A new admin's own password (the promotion link): the same rules, in that contract's words.
    const rule = setPasswordPayloadSchema.shape.password;
    expect(passwordPairErrors(rule, 'kort', 'anders')).toEqual({
      password: 'Wachtwoord moet minstens 8 karakters bevatten.',
      confirmation: 'Wachtwoorden komen niet overeen.',
    });
    expect(passwordPairErrors(rule, 'lang genoeg', 'lang genoeg')).toEqual({});
  });
});

describe('the admin writes only through mutate()', () => {
  it('has no other fetch, apiPost or apiRequest in web/admin than the login, the one-time links, the sign-out, the download, mutate and its replay', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../../web/admin');
    const files = (await readdir(root, { recursive: true })).filter((file) => /\.tsx?$/.test(file));
    const callers: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8');
      if (/\b(fetch|apiPost|apiRequest)(<[^>]*>)?\(/.test(source)) callers.push(file.split(path.sep).join('/'));
    }
    // The login (both steps), the first start's setup, a new admin's password and a forgotten one are public
    // calls (no session yet, nothing to queue offline); a sign-out is never queued for later; the downloads
    // and the import's read-only POSTs (lib/admin-api.ts) write nothing, and the two-step calls through it
    // hold secrets in their answers, which no queue may keep;
    // everything else writes through mutate(), and the outbox's replay (send.ts) sends what mutate()
    // queued (it needs the raw 409 body with `current`).
    expect(callers.sort()).toEqual([
      'app/login-code-step.tsx',
      'app/login-page.tsx',
      'features/forgot-password/api/request-password-reset.ts',
      'features/set-password/api/set-password.ts',
      'features/setup/api/complete-setup.ts',
      'lib/admin-api.ts',
      'outbox/mutate.ts',
      'outbox/send.ts',
      'session/session.ts',
    ]);
  });
});
