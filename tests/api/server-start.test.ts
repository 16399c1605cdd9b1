import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByEmail, setPassword } from '../../server/auth/admins';
import { verifyPassword } from '../../server/auth/passwords';
import { openStore } from '../../server/store';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-start-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

type Started = ServerProcess;
const startServer = (env: Record<string, string>, folder = root) => startServerProcess(folder, env);
const stop = (started: Started) => stopServerProcess(started);

describe('first start of a demo club', () => {
  it('seeds the demo club, answers every public endpoint with it, and prints the admin login once', async () => {
    const first = await startServer({ SEED: 'demo' });
    const email = /Demobeheerder: (\S+)/.exec(first.output())?.[1];
    const password = /Wachtwoord:\s+(\S+)/.exec(first.output())?.[1];
    expect(first.output()).toContain(`${first.url}/admin/login`);
    expect(first.output()).not.toContain('/admin/setup');

    const get = async (pathname: string) => {
      const response = await fetch(first.url + pathname);
      return { status: response.status, json: response.status === 200 ? await response.json() : undefined };
    };
    for (const endpoint of [
      '/api/events/future',
      '/api/events/past',
      '/api/events/own/future',
      '/api/events/own/past',
      '/api/events/euraudax',
      '/api/members/board',
      '/api/members/aids',
      '/api/members/euraudax',
      '/api/website-pages',
      '/api/newsletters',
    ]) {
      const { status, json } = await get(endpoint);
      expect(status, endpoint).toBe(200);
      expect((json as unknown[]).length, endpoint).toBeGreaterThan(0);
    }
    const next = await get('/api/events/own/next');
    expect(next.status).toBe(200);
    expect((await get(`/api/events/${(next.json as { id: number }).id}`)).status).toBe(200);
    expect((await get('/api/members/count')).json as number).toBeGreaterThanOrEqual(30);
    expect((await get('/api/website-pages/by-link/geschiedenis')).status).toBe(200);
    const [newest] = (await get('/api/newsletters')).json as Array<{ id: number }>;
    expect((await get(`/api/newsletters/${newest!.id}`)).status).toBe(200);
    const banner = (next.json as { banner: { cdnUrl: string } }).banner.cdnUrl;
    expect((await fetch(first.url + banner)).headers.get('content-type')).toBe('image/jpeg');
    await stop(first);

    expect(email).toBeDefined();
    const store = await openStore(path.join(root, 'data'));
    const admin = findMemberByEmail(store, email!);
    const credential = store.credentials.find((c) => c.memberId === admin?.id);
    expect(await verifyPassword(password!, credential!.passwordHash)).toBe(true);

    const second = await startServer({ SEED: 'demo' });
    expect(second.output()).not.toContain('Wachtwoord');
    expect(second.output()).toContain(`Beheerders: ${email}`);
    await stop(second);
  }, 60_000);
});

describe('first start of an empty club', () => {
  it('seeds nothing with SEED=none and makes the admin of ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const folder = path.join(root, 'empty');
    const started = await startServer(
      { SEED: 'none', ADMIN_EMAIL: 'voorzitter@club.be', ADMIN_PASSWORD: 'lang-genoeg-wachtwoord' },
      folder,
    );
    expect(started.output()).toContain('Beheerder: voorzitter@club.be (wachtwoord uit ADMIN_PASSWORD)');
    expect(started.output()).not.toContain('Demobeheerder');
    expect(started.output()).not.toContain('/admin/setup');
    for (const endpoint of [
      '/api/events/future',
      '/api/events/own/future',
      '/api/members/board',
      '/api/website-pages',
      '/api/newsletters',
    ]) {
      const response = await fetch(started.url + endpoint);
      expect(await response.json(), endpoint).toEqual([]);
    }
    expect((await fetch(`${started.url}/api/events/own/next`)).status).toBe(204);
    await stop(started);

    const store = await openStore(path.join(folder, 'data'));
    const admin = findMemberByEmail(store, 'voorzitter@club.be');
    expect(store.members.size).toBe(1);
    const credential = store.credentials.find((c) => c.memberId === admin?.id);
    expect(await verifyPassword('lang-genoeg-wachtwoord', credential!.passwordHash)).toBe(true);
  }, 30_000);

  it('never promotes again or resets the password of an admin named in ADMIN_EMAIL on a later start', async () => {
    const folder = path.join(root, 'demoted');
    const env = { SEED: 'none', ADMIN_EMAIL: 'voorzitter@club.be', ADMIN_PASSWORD: 'lang-genoeg-wachtwoord' };
    await stop(await startServer(env, folder));

    // Meanwhile, in the admin: a second admin, who demoted the first after that one changed the password.
    const store = await openStore(path.join(folder, 'data'));
    const first = findMemberByEmail(store, 'voorzitter@club.be')!;
    const second = await store.members.create({ firstName: 'Sien', lastName: 'Secretaris', email: 'secretaris@club.be', role: 'MEMBER' }); // prettier-ignore
    await setPassword(store, second.id, 'wachtwoord-van-sien', { admin: true });
    await setPassword(store, first.id, 'zelf-gekozen-wachtwoord', { admin: false });

    const again = await startServer(env, folder);
    expect(again.output()).toContain('Beheerders: secretaris@club.be');
    expect(again.output()).toContain('ADMIN_EMAIL (voorzitter@club.be) is geen beheerder');
    const login = (email: string, password: string) =>
      fetch(`${again.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
    // The old password from ADMIN_PASSWORD does not work again, and the member is no admin again.
    expect((await login('voorzitter@club.be', 'lang-genoeg-wachtwoord')).status).toBe(401);
    expect((await login('voorzitter@club.be', 'zelf-gekozen-wachtwoord')).status).toBe(401);
    expect((await login('secretaris@club.be', 'wachtwoord-van-sien')).status).toBe(200);
    await stop(again);

    const after = await openStore(path.join(folder, 'data'));
    const credential = after.credentials.find((c) => c.memberId === first.id);
    expect(credential?.admin).toBe(false);
    expect(await verifyPassword('zelf-gekozen-wachtwoord', credential!.passwordHash)).toBe(true);
  }, 30_000);

  it('prints a one-time setup link without ADMIN_EMAIL, and the link makes the first admin', async () => {
    const folder = path.join(root, 'setup');
    const started = await startServer({ SEED: 'none', CLUB_NAME: 'Nieuwe Club' }, folder);
    expect(started.output()).toContain('Nog geen beheerder.');
    const link = /eenmalige link: (\S+)/.exec(started.output())?.[1];
    expect(link).toMatch(new RegExp(`^${started.url}/admin/setup\\?code=[A-Za-z0-9_-]{43}$`));
    const code = new URL(link!).searchParams.get('code')!;
    expect((await fetch(`${started.url}/api/setup?code=${code}`)).status).toBe(200);
    const setup = await fetch(`${started.url}/api/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        code,
        clubName: 'De Stappers',
        firstName: 'Mie',
        lastName: 'Peeters',
        email: 'mie@club.be',
        password: 'lang-genoeg-wachtwoord',
      }),
    });
    expect(setup.status).toBe(200);
    expect(((await setup.json()) as { token?: unknown }).token).toEqual(expect.any(String));
    await stop(started);
    // Neither the password nor anything else of the new admin is printed.
    expect(started.output()).not.toContain('lang-genoeg-wachtwoord');
    expect(started.output()).not.toContain('mie@club.be');

    const again = await startServer({ SEED: 'none', CLUB_NAME: 'Nieuwe Club' }, folder);
    expect(again.output()).toContain('Beheerders: mie@club.be');
    expect(again.output()).not.toContain('/admin/setup');
    const club = (await (await fetch(`${again.url}/api/site-config`)).json()) as {
      settings: { club: { name: string } };
    };
    expect(club.settings.club.name).toBe('De Stappers');
    await stop(again);
  }, 30_000);

  it('puts the setup link on PUBLIC_URL when that is set', async () => {
    const started = await startServer(
      { SEED: 'none', PUBLIC_URL: 'https://www.club.example' },
      path.join(root, 'public'),
    );
    expect(started.output()).toMatch(/eenmalige link: https:\/\/www\.club\.example\/admin\/setup\?code=[\w-]{43}\n/);
    await stop(started);
  }, 30_000);

  it('stops with a message naming the variable when the configuration is wrong', async () => {
    const failed = await startServer({ PORT: 'zeven' }, path.join(root, 'bad')).catch((error: Error) => error);
    expect(String(failed)).toContain('Ongeldige configuratie');
    expect(String(failed)).toContain('PORT');
  });
});
