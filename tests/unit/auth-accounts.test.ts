import { scryptSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminMemberIds,
  credentialOf,
  ensureAdmin,
  findAdminByEmail,
  findMemberByEmail,
  setPassword,
} from '../../server/auth/admins';
import { generatePassword, hashPassword, verifyPassword } from '../../server/auth/passwords';
import { accounts, accountTexts } from '../../server/auth/service';
import { findSession } from '../../server/auth/sessions';
import type { LoginAnswer } from '../../server/contracts';
import { AppError } from '../../server/errors';
import { openStore, type Store } from '../../server/store';
import { rejectionOf } from '../helpers/rejection';

/** These tests look at accounts alone; the log has its own (tests/api/admin-audit.test.ts). */
const noAudit = { record: () => Promise.resolve() };

/**
 * The sign-in and the admin's own account, on the service itself over a real store: the throttles on a
 * fake clock, and each refusal with its status, message and field. Each test does its work inside `it`
 * (StrykerJS counts what runs in a hook as covered by every test: tests/unit is its fast set for auth).
 */
let root: string;
let store: Store;
const start = new Date('2026-11-27T10:00:00.000Z');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-accounts-'));
  store = await openStore(path.join(root, 'data'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(root, { recursive: true, force: true });
});

async function admin(email = 'an@example.be', password = 'an-haar-wachtwoord') {
  const member = await store.members.create({ firstName: 'An', lastName: 'Peeters', email });
  await setPassword(store, member.id, password, { admin: true });
  return { id: member.id, email, password };
}

/** The token of a sign-in that asked no second step. */
function tokenOf(answer: LoginAnswer): string {
  if (!('token' in answer)) throw new Error('Een tweede stap gevraagd');
  return answer.token;
}

/** The status and message of a refusal, and its Retry-After when it has one. */
async function refusal(promise: Promise<unknown>) {
  const error = await rejectionOf(promise);
  if (!(error instanceof AppError)) throw error;
  return { status: error.status, message: error.message, errors: error.errors, wait: error.headers?.['Retry-After'] };
}

describe('passwords', () => {
  it('are scrypt with a 16-byte salt and a 64-byte key, checked in constant time; a broken hash never matches', async () => {
    const hash = await hashPassword('wandelen');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(await hashPassword('wandelen')).not.toBe(hash);
    expect(await verifyPassword('wandelen', hash)).toBe(true);
    expect(await verifyPassword('Wandelen', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    // The same letters typed another way (a composed é, a full-width letter) are the same password.
    expect(await verifyPassword('caf\u00e9', await hashPassword('cafe\u0301'))).toBe(true);
    expect(await verifyPassword('ｗandelen', hash)).toBe(true);
    for (const broken of [
      '',
      'scrypt',
      'bcrypt$16384$8$1$a$b',
      `scrypt$16384$8$1$${salt}$`,
      `scrypt$16384$8$1$$${key}`,
    ]) {
      expect(await verifyPassword('wandelen', broken), broken).toBe(false);
    }
    // A key of another length (cut off in a file) never matches, even when its start would.
    expect(
      await verifyPassword(
        'wandelen',
        `scrypt$16384$8$1$${salt}$${Buffer.from(key!, 'base64').subarray(0, 32).toString('base64')}`,
      ),
    ).toBe(true);
    expect(
      await verifyPassword(
        'anders',
        `scrypt$16384$8$1$${salt}$${Buffer.from(key!, 'base64').subarray(0, 32).toString('base64')}`,
      ),
    ).toBe(false);
  });

  it('check a hash made with other scrypt costs by the costs written in it', async () => {
    // As an older or later version may have made them: N=1024 instead of 16384.
    const salt = Buffer.alloc(16, 3);
    const key = scryptSync('wandelen'.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('wandelen', stored)).toBe(true);
    expect(await verifyPassword('anders', stored)).toBe(false);
  });

  it('are generated as 20 characters a person can type, never twice the same', () => {
    const made = Array.from({ length: 200 }, () => generatePassword());
    for (const password of made) expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{20}$/);
    expect(new Set(made).size).toBe(made.length);
    expect(generatePassword(8)).toHaveLength(8);
    // Every character of the alphabet turns up: none is left out by the rejection of the top bytes.
    expect(new Set(made.join('')).size).toBe(56);
  });
});

describe('administrators', () => {
  it('are members with an admin credential whose member exists; found by their address in any case', async () => {
    const an = await admin('An@Example.be');
    const family = await store.members.create({ firstName: 'Bert', lastName: 'Peeters', email: 'an@example.be' });
    const former = await store.members.create({ firstName: 'Cas', lastName: 'Maes', email: 'cas@example.be' });
    await setPassword(store, former.id, 'cas-wachtwoord', { admin: false });
    await store.credentials.create({
      memberId: 999,
      passwordHash: 'scrypt$achtergebleven',
      admin: true,
      role: 'beheerder',
    });
    expect(adminMemberIds(store)).toEqual([an.id]);
    expect(findAdminByEmail(store, '  AN@example.BE ')?.id).toBe(an.id);
    expect(findAdminByEmail(store, 'cas@example.be')).toBeUndefined();
    expect(findMemberByEmail(store, ' CAS@example.be')?.id).toBe(former.id);
    expect(findMemberByEmail(store, 'niemand@example.be')).toBeUndefined();
    expect(family.id).not.toBe(an.id);
    expect(credentialOf(store, former.id)?.admin).toBe(false);
    expect(credentialOf(store, 12345)).toBeUndefined();
  });

  it('ADMIN_EMAIL makes the member (or finds them) and an admin, but never changes an admin’s password', async () => {
    const made = await ensureAdmin(store, { email: ' Nieuw@Example.be ', password: 'eerste-wachtwoord' });
    expect(made.passwordSet).toBe(true);
    expect(store.members.get(made.memberId)).toMatchObject({
      firstName: 'Beheerder',
      lastName: 'Club',
      email: 'nieuw@example.be',
      role: 'MEMBER',
    });
    const again = await ensureAdmin(store, { email: 'nieuw@example.be', password: 'ander-wachtwoord' });
    expect(again).toEqual({ memberId: made.memberId, passwordSet: false });
    expect(await verifyPassword('eerste-wachtwoord', credentialOf(store, made.memberId)!.passwordHash)).toBe(true);

    const member = await store.members.create({ firstName: 'Lid', lastName: 'Eerst', email: 'lid@example.be' });
    await setPassword(store, member.id, 'oud', { admin: false });
    const promoted = await ensureAdmin(store, { email: 'lid@example.be', password: 'lid-wachtwoord' });
    expect(promoted).toEqual({ memberId: member.id, passwordSet: true });
    expect(credentialOf(store, member.id)?.admin).toBe(true);
    expect(store.members.size).toBe(2);
  });

  it('keep their admin status when a password is set without saying; a new credential is an admin', async () => {
    const member = await store.members.create({ firstName: 'Dirk', lastName: 'Claes' });
    await setPassword(store, member.id, 'een-wachtwoord');
    expect(credentialOf(store, member.id)?.admin).toBe(true);
    await setPassword(store, member.id, 'twee-wachtwoord', { admin: false });
    await setPassword(store, member.id, 'drie-wachtwoord');
    expect(credentialOf(store, member.id)?.admin).toBe(false);
    expect(await verifyPassword('drie-wachtwoord', credentialOf(store, member.id)!.passwordHash)).toBe(true);
    expect(store.credentials.size).toBe(1);
  });
});

describe('signing in', () => {
  it('answers a session for the right password, and the same 401 for everything else', async () => {
    const an = await admin();
    const former = await store.members.create({ firstName: 'Oud', lastName: 'Lid', email: 'oud@example.be' });
    await setPassword(store, former.id, 'oud-wachtwoord', { admin: false });
    // A member without an address is no one's login, and is passed over without fault.
    await store.members.create({ firstName: 'Zonder', lastName: 'Adres', email: null });
    const corrupt = await store.members.create({ firstName: 'Kapot', lastName: 'Hash', email: 'kapot@example.be' });
    await store.credentials.create({
      memberId: corrupt.id,
      passwordHash: 'scrypt$kapot',
      admin: true,
      role: 'beheerder',
    });
    const account = accounts({ store, now: () => start, audit: noAudit });

    const token = tokenOf(
      await account.login({ username: ` ${an.email.toUpperCase()} `, password: an.password }, '1.1.1.1'),
    );
    expect(findSession(store, token, start)?.memberId).toBe(an.id);
    for (const [username, password] of [
      [an.email, 'fout'],
      ['niemand@example.be', an.password],
      ['oud@example.be', 'oud-wachtwoord'],
      ['kapot@example.be', 'kapot'],
    ]) {
      expect(await refusal(account.login({ username, password }, '2.2.2.2')), username).toEqual({
        status: 401,
        message: accountTexts.badLogin,
        errors: undefined,
        wait: undefined,
      });
    }
    // A malformed payload is the same answer as a wrong password.
    for (const raw of [
      {},
      { username: an.email },
      { username: an.email, password: '' },
      { username: 5, password: an.password },
      null,
    ]) {
      expect((await refusal(account.login(raw, '3.3.3.3'))).message).toBe(accountTexts.badLogin);
    }
  });

  it('lets 5 wrong passwords through, then waits 15 s, 30 s, 60 s … 15 min; an hour later it starts over', async () => {
    vi.useFakeTimers({ now: start });
    const an = await admin();
    const account = accounts({ store, now: () => new Date(), audit: noAudit });
    const wrong = () => refusal(account.login({ username: an.email, password: 'fout' }, '1.1.1.1'));
    for (let attempt = 1; attempt <= 5; attempt++) expect((await wrong()).status).toBe(401);
    const waits: string[] = [];
    for (let step = 0; step < 8; step++) {
      const blocked = await wrong();
      expect(blocked.status).toBe(429);
      expect(blocked.message).toBe(
        accountTexts.tooManyLogins(blocked.wait === '60' ? '1 minuut' : waitText(blocked.wait)),
      );
      waits.push(blocked.wait!);
      vi.advanceTimersByTime(Number(blocked.wait) * 1000);
      expect((await wrong()).status).toBe(401);
    }
    expect(waits).toEqual(['15', '30', '60', '120', '240', '480', '900', '900']);
    // Even the right password waits its turn from that address, but not from another.
    expect((await refusal(account.login({ username: an.email, password: an.password }, '1.1.1.1'))).status).toBe(429);
    expect(tokenOf(await account.login({ username: an.email, password: an.password }, '9.9.9.9'))).toBeTruthy();
    vi.advanceTimersByTime(60 * 60 * 1000 + 1000);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
  });

  it('forgets the failures of an address and account after a success: fail, succeed, fail again', async () => {
    vi.useFakeTimers({ now: start });
    const an = await admin();
    const account = accounts({ store, now: () => new Date(), audit: noAudit });
    const wrong = () => refusal(account.login({ username: an.email, password: 'fout' }, '1.1.1.1'));
    for (let attempt = 1; attempt <= 4; attempt++) expect((await wrong()).status).toBe(401);
    await account.login({ username: an.email, password: an.password }, '1.1.1.1');
    for (let attempt = 1; attempt <= 5; attempt++) expect((await wrong()).status, `attempt ${attempt}`).toBe(401);
    expect((await wrong()).status).toBe(429);
  });

  it('limits one address over many accounts after 20 failures, and a success gives one back', async () => {
    vi.useFakeTimers({ now: start });
    const an = await admin();
    const account = accounts({ store, now: () => new Date(), audit: noAudit });
    const guess = (attempt: number) =>
      refusal(account.login({ username: `gok${attempt}@example.be`, password: 'x' }, '5.5.5.5'));
    for (let attempt = 1; attempt <= 19; attempt++) expect((await guess(attempt)).status).toBe(401);
    // The right password is the 20th attempt: counted first (it starts the first wait), then given back.
    await account.login({ username: an.email, password: an.password }, '5.5.5.5');
    vi.advanceTimersByTime(15_000);
    expect((await guess(20)).status).toBe(401);
    // Given back, the 20th failure starts the first wait (15 s); counted, it would have been the second (30 s).
    expect(await guess(21)).toEqual({
      status: 429,
      message: accountTexts.tooManyLogins('15 seconden'),
      errors: undefined,
      wait: '15',
    });
  });
});

describe("the admin's own account", () => {
  it('shows who is signed in and the profile', async () => {
    const an = await admin();
    await store.members.update(an.id, (member) => ({ ...member, phoneNumber: '0470 12 34 56', comments: 'geheim' }));
    const account = accounts({ store, now: () => start, audit: noAudit });
    expect(account.me(an.id)).toEqual({
      id: an.id,
      firstName: 'An',
      lastName: 'Peeters',
      email: an.email,
      role: 'beheerder',
      twoStep: { enabled: false, required: false },
    });
    expect(account.profile(an.id)).toEqual({
      firstName: 'An',
      lastName: 'Peeters',
      email: an.email,
      phoneNumber: '0470 12 34 56',
    });
  });

  it('changes the password: a wrong old one is a field error, a short new one too; other sessions end', async () => {
    const an = await admin();
    const account = accounts({ store, now: () => start, audit: noAudit });
    const here = tokenOf(await account.login({ username: an.email, password: an.password }, '1.1.1.1'));
    const there = tokenOf(await account.login({ username: an.email, password: an.password }, '1.1.1.1'));
    const session = { memberId: an.id, sessionId: findSession(store, here, start)!.id };

    expect(
      await refusal(
        account.changePassword(session, { oldPassword: 'fout', newPassword: 'nieuw-wachtwoord' }, '1.1.1.1'),
      ),
    ).toEqual({
      status: 400,
      message: accountTexts.wrongOldPassword,
      errors: { oldPassword: accountTexts.wrongOldPassword },
      wait: undefined,
    });
    const short = await refusal(
      account.changePassword(session, { oldPassword: an.password, newPassword: 'kort' }, '1.1.1.1'),
    );
    expect([short.status, short.errors]).toEqual([
      400,
      { newPassword: 'Nieuw wachtwoord moet minstens 8 karakters bevatten.' },
    ]);
    expect(
      await account.changePassword(session, { oldPassword: an.password, newPassword: 'nieuw-wachtwoord' }, '1.1.1.1'),
    ).toEqual({
      message: accountTexts.passwordChanged,
    });
    expect(findSession(store, here, start)).toBeDefined();
    expect(findSession(store, there, start)).toBeUndefined();
    expect(await verifyPassword('nieuw-wachtwoord', credentialOf(store, an.id)!.passwordHash)).toBe(true);
  });

  it('limits wrong old passwords per address and account: 5, then a wait with its own message', async () => {
    vi.useFakeTimers({ now: start });
    const an = await admin();
    const account = accounts({ store, now: () => new Date(), audit: noAudit });
    const token = tokenOf(await account.login({ username: an.email, password: an.password }, '1.1.1.1'));
    const session = { memberId: an.id, sessionId: findSession(store, token, new Date())!.id };
    const change = (oldPassword: string, ip = '1.1.1.1') =>
      account.changePassword(session, { oldPassword, newPassword: 'nieuw-wachtwoord' }, ip);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await refusal(change('fout'))).status).toBe(400);
    const blocked = await refusal(change(an.password));
    expect(blocked).toEqual({
      status: 429,
      message: accountTexts.tooManyPasswordChecks('15 seconden'),
      errors: undefined,
      wait: '15',
    });
    expect(await change(an.password, '2.2.2.2')).toEqual({ message: accountTexts.passwordChanged });
  });

  it('signs one device out', async () => {
    const an = await admin();
    const account = accounts({ store, now: () => start, audit: noAudit });
    const one = tokenOf(await account.login({ username: an.email, password: an.password }, '1.1.1.1'));
    const two = tokenOf(await account.login({ username: an.email, password: an.password }, '1.1.1.1'));
    await account.logout(findSession(store, one, start)!.id);
    expect(findSession(store, one, start)).toBeUndefined();
    expect(findSession(store, two, start)).toBeDefined();
  });
});

/** The wait as the throttle says it (infra/failure-throttle.ts waitInWords). */
function waitText(seconds: string | undefined): string {
  const value = Number(seconds);
  if (value < 60) return `${value} seconden`;
  const minutes = Math.ceil(value / 60);
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}
