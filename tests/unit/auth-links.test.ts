import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialOf, setPassword } from '../../server/auth/admins';
import { mintPasswordLink } from '../../server/auth/password-links';
import { verifyPassword } from '../../server/auth/passwords';
import { composePromotionMail } from '../../server/members/promotion-mail';
import { loadSecrets } from '../../server/auth/secret';
import { passwordLinks } from '../../server/auth/set-password';
import { findSession, startSession } from '../../server/auth/sessions';
import { passwordLinkTexts } from '../../server/contracts';
import { AppError } from '../../server/errors';
import { neutralSettings } from '../../server/settings/defaults';
import { openStore, type Store } from '../../server/store';
import { rejectionOf } from '../helpers/rejection';

/** Set-password links, the promotion mail that carries one, and the unsubscribe key; work inside each `it`. */
let root: string;
let store: Store;
const start = new Date('2026-11-27T10:00:00.000Z');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-links-'));
  store = await openStore(path.join(root, 'data'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(root, { recursive: true, force: true });
});

/** The log is not what these tests are about: password-reset.test.ts reads it. */
const audit = { record: () => Promise.resolve() };

async function promoted(email: string | null = 'nele@example.be') {
  const member = await store.members.create({ firstName: 'Nele', lastName: 'Maes', email });
  await setPassword(store, member.id, 'niemand-kent-dit', { admin: true });
  return member.id;
}

async function refusal(promise: Promise<unknown>) {
  const error = await rejectionOf(promise);
  if (!(error instanceof AppError)) throw error;
  return { status: error.status, message: error.message, errors: error.errors, wait: error.headers?.['Retry-After'] };
}

describe('choosing a password with a link', () => {
  it('greets the admin, sets the password once, signs in and ends the other sessions', async () => {
    const id = await promoted();
    const before = await startSession(store, id, start);
    const links = passwordLinks({ store, now: () => start, audit });
    const code = await mintPasswordLink(store, id, start);
    expect(await links.check(code, '1.1.1.1')).toEqual({
      firstName: 'Nele',
      email: 'nele@example.be',
      purpose: 'promotion',
    });

    const short = await refusal(links.choose({ code, password: 'kort' }, '1.1.1.1'));
    expect([short.status, short.errors]).toEqual([400, { password: passwordLinkTexts.shortPassword }]);
    const { token } = (await links.choose({ code, password: 'nele-kiest-zelf' }, '1.1.1.1')) as { token: string };
    expect(findSession(store, token, start)?.memberId).toBe(id);
    expect(findSession(store, before, start)).toBeUndefined();
    expect(await verifyPassword('nele-kiest-zelf', credentialOf(store, id)!.passwordHash)).toBe(true);

    const used = { status: 404, message: passwordLinkTexts.invalid, errors: undefined, wait: undefined };
    expect(await refusal(links.choose({ code, password: 'iemand-anders' }, '1.1.1.1'))).toEqual(used);
    expect(await refusal(links.check(code, '1.1.1.1'))).toEqual(used);
    expect(await verifyPassword('nele-kiest-zelf', credentialOf(store, id)!.passwordHash)).toBe(true);
  });

  it('refuses a code that is no code, with the same answer, and an email-less member is greeted without one', async () => {
    const id = await promoted(null);
    const links = passwordLinks({ store, now: () => start, audit });
    for (const candidate of [undefined, '', 'x'.repeat(101), ['a'], 'verkeerd']) {
      expect((await refusal(links.check(candidate, '1.1.1.1'))).message).toBe(passwordLinkTexts.invalid);
    }
    const code = await mintPasswordLink(store, id, start);
    expect(await links.check(code, '2.2.2.2')).toEqual({ firstName: 'Nele', email: '', purpose: 'promotion' });
  });

  it('slows down an address after 10 wrong codes, as logins; a right code gives its try back', async () => {
    vi.useFakeTimers({ now: start });
    const id = await promoted();
    const links = passwordLinks({ store, now: () => new Date(), audit });
    const code = await mintPasswordLink(store, id, new Date());
    for (let attempt = 1; attempt <= 9; attempt++)
      expect((await refusal(links.check(`fout-${attempt}`, '3.3.3.3'))).status).toBe(404);
    // A right code between: the 10th attempt (it starts the first wait) is given back, so the next wrong
    // one is the 10th failure, which gets through once that wait is over.
    await links.check(code, '3.3.3.3');
    vi.advanceTimersByTime(15_000);
    expect((await refusal(links.check('fout-10', '3.3.3.3'))).status).toBe(404);
    const blocked = await refusal(links.check(code, '3.3.3.3'));
    expect(blocked).toEqual({
      status: 429,
      message: passwordLinkTexts.tooMany('15 seconden'),
      errors: undefined,
      wait: '15',
    });
    expect(await links.check(code, '4.4.4.4')).toEqual({
      firstName: 'Nele',
      email: 'nele@example.be',
      purpose: 'promotion',
    });
  });
});

describe('the promotion mail', () => {
  const config = { publicUrl: 'https://club.example' };
  const settings = { public: () => ({ club: { ...neutralSettings('Wandelclub De Heuvels').club, logo: null } }) };

  it('carries a fresh single-use link each time it is made; the one before stops working', async () => {
    const id = await promoted();
    const deps = { config, store, settings: settings as never, now: () => start };
    const entry = { memberId: id } as Parameters<typeof composePromotionMail>[1];
    const first = await composePromotionMail(deps, entry);
    expect(first).toMatchObject({
      to: 'nele@example.be',
      subject: 'Je bent beheerder van de website van Wandelclub De Heuvels',
    });
    const firstCode = /^  https:\/\/club\.example\/admin\/wachtwoord\?code=([\w-]{43})$/m.exec(first!.text)?.[1];
    expect(firstCode).toBeDefined();
    expect(first!.text).toContain(
      'Daarna meld je je aan op https://club.example/admin/login met je e-mailadres (nele@example.be)',
    );
    expect(first!.text).not.toMatch(/Wachtwoord:/);
    const second = await composePromotionMail(deps, entry);
    const secondCode = /code=([\w-]{43})/.exec(second!.text)?.[1];
    expect(secondCode).not.toBe(firstCode);
    const links = passwordLinks({ store, now: () => start, audit });
    expect((await refusal(links.check(firstCode, '1.1.1.1'))).status).toBe(404);
    expect((await links.check(secondCode, '1.1.1.1')).firstName).toBe('Nele');
  });

  it('is not made for a member who is gone, has no address or is no administrator any more', async () => {
    const deps = { config, store, settings: settings as never, now: () => start };
    const noAddress = await promoted(null);
    const demoted = await promoted('dries@example.be');
    await setPassword(store, demoted, 'willekeurig', { admin: false });
    for (const memberId of [null, 999, noAddress, demoted]) {
      expect(await composePromotionMail(deps, { memberId } as Parameters<typeof composePromotionMail>[1])).toBeNull();
    }
    expect(store.passwordLinks.size).toBe(0);
  });
});

describe('the unsubscribe key', () => {
  it('is derived from JWT_SECRET when set, else made once into DATA_DIR, private', async () => {
    const dataDir = path.join(root, 'sleutels');
    await mkdir(dataDir);
    const fromEnv = loadSecrets({ jwtSecret: 'een-geheim-van-minstens-32-tekens!!', dataDir });
    expect(fromEnv.unsubscribe).toEqual(
      createHmac('sha256', 'een-geheim-van-minstens-32-tekens!!').update('unsubscribe-links').digest(),
    );
    expect(await readdir(dataDir)).toEqual([]);

    const made = loadSecrets({ jwtSecret: undefined, dataDir });
    expect(made.unsubscribe).toHaveLength(32);
    expect(await readdir(dataDir)).toEqual(['unsubscribe-key']);
    expect((await stat(path.join(dataDir, 'unsubscribe-key'))).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(path.join(dataDir, 'unsubscribe-key'), 'utf8'), 'base64')).toEqual(
      made.unsubscribe,
    );
    expect(loadSecrets({ jwtSecret: undefined, dataDir }).unsubscribe).toEqual(made.unsubscribe);
  });

  it('replaces a former token key by the key derived from it; with JWT_SECRET the former key just goes', async () => {
    const former = Buffer.alloc(64, 7);
    for (const jwtSecret of [undefined, 'een-geheim-van-minstens-32-tekens!!']) {
      const dataDir = await mkdtemp(path.join(root, 'oud-'));
      await writeFile(path.join(dataDir, 'jwt-secret'), `${former.toString('base64')}\n`);
      const { unsubscribe } = loadSecrets({ jwtSecret, dataDir });
      expect(await readdir(dataDir)).not.toContain('jwt-secret');
      const expected = createHmac('sha256', jwtSecret ?? former)
        .update('unsubscribe-links')
        .digest();
      expect(unsubscribe).toEqual(expected);
    }
  });
});
