import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPassword, removeCredential } from '../../server/auth/admins';
import { endPasswordLinksOf, memberOfPasswordLink, mintPasswordLink } from '../../server/auth/password-links';
import {
  digestOf,
  endSession,
  endSessionsOf,
  findSession,
  sessionRules,
  startSession,
  touchSession,
} from '../../server/auth/sessions';
import { openStore, type Store } from '../../server/store';

const minute = 60_000;
const day = 24 * 60 * minute;
const start = new Date('2026-11-27T10:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

let root: string;
let store: Store;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-sessions-'));
  store = await openStore(path.join(root, 'data'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('sessions', () => {
  it('are 7 idle days, 30 days at most, and written down at most every 5 minutes', () => {
    expect(sessionRules).toEqual({ idleMs: 7 * day, maxAgeMs: 30 * day, touchEveryMs: 5 * minute });
  });

  it('keep only a digest of a token of 256 random bits, with the member in front', async () => {
    const token = await startSession(store, 7, start);
    expect(token).toMatch(/^7\.[\w-]{43}$/);
    expect(Buffer.from(token.split('.')[1]!, 'base64url')).toHaveLength(32);
    const [session] = store.sessions.all();
    expect(session).toMatchObject({
      memberId: 7,
      tokenHash: digestOf(token),
      createdAt: start.toISOString(),
      lastUsedAt: start.toISOString(),
      expiresAt: at(7 * day).toISOString(),
    });
    expect(digestOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(store.sessions.content())).not.toContain(token.split('.')[1]);
    expect(await startSession(store, 7, start)).not.toBe(token);
  });

  it('are found for members with longer ids too', async () => {
    const token = await startSession(store, 4321, start);
    expect(token).toMatch(/^4321\.[\w-]{43}$/);
    expect(findSession(store, token, start)?.memberId).toBe(4321);
  });

  it('find the session of a token until it expires, and nothing for any other text', async () => {
    const token = await startSession(store, 7, start);
    const random = token.split('.')[1]!;
    expect(findSession(store, token, start)?.memberId).toBe(7);
    expect(findSession(store, token, at(7 * day - 1))?.memberId).toBe(7);
    expect(findSession(store, token, at(7 * day))).toBeUndefined();
    for (const other of [
      `8.${random}`,
      `07.${random}`,
      random,
      `${token}x`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      digestOf(token),
      '',
      `7.${'A'.repeat(43)}`,
    ]) {
      expect(findSession(store, other, start), other).toBeUndefined();
    }
  });

  it('move their idle expiry when used, but never past 30 days after the sign-in', async () => {
    const token = await startSession(store, 7, start);
    // Used again within 5 minutes: nothing is written.
    const revision = store.sessions.revision;
    await touchSession(store, findSession(store, token, at(4 * minute))!, at(4 * minute));
    expect(store.sessions.revision).toBe(revision);
    await touchSession(store, findSession(store, token, at(5 * minute))!, at(5 * minute));
    expect(store.sessions.all()[0]).toMatchObject({
      lastUsedAt: at(5 * minute).toISOString(),
      expiresAt: at(7 * day + 5 * minute).toISOString(),
    });
    // Used every 6 days: alive on day 29, ended at 30 whatever happens.
    for (let used = 6; used <= 24; used += 6) {
      const now = at(used * day);
      await touchSession(store, findSession(store, token, now)!, now);
    }
    expect(store.sessions.all()[0]?.expiresAt).toBe(at(30 * day).toISOString());
    expect(findSession(store, token, at(30 * day - 1))).toBeDefined();
    expect(findSession(store, token, at(30 * day))).toBeUndefined();
  });

  it('that expired are removed with the next sign-in; a touch after a sign-out changes nothing', async () => {
    const old = await startSession(store, 7, start);
    const session = findSession(store, old, start)!;
    await startSession(store, 8, at(7 * day));
    expect(store.sessions.all().map((entry) => entry.memberId)).toEqual([8]);
    await expect(touchSession(store, session, at(7 * day))).resolves.toBeUndefined();
    expect(store.sessions.size).toBe(1);
  });

  it('end one by one, per member, or all but the one that changed the password', async () => {
    const a1 = await startSession(store, 7, start);
    const a2 = await startSession(store, 7, start);
    const a3 = await startSession(store, 7, start);
    const b = await startSession(store, 8, start);
    await endSession(store, findSession(store, a1, start)!.id);
    expect(findSession(store, a1, start)).toBeUndefined();
    expect(findSession(store, a2, start)).toBeDefined();
    const kept = findSession(store, a3, start)!.id;
    expect(await endSessionsOf(store, 7, kept)).toBe(1);
    expect(findSession(store, a2, start)).toBeUndefined();
    expect(findSession(store, a3, start)).toBeDefined();
    expect(findSession(store, b, start)).toBeDefined();
    expect(await endSessionsOf(store, 7)).toBe(1);
    expect(store.sessions.all().map((entry) => entry.memberId)).toEqual([8]);
  });

  it('end with a new password (but the one kept) and with the credential', async () => {
    const member = await store.members.create({ firstName: 'An', lastName: 'Peeters' });
    await setPassword(store, member.id, 'eerste-wachtwoord', { admin: true });
    const one = await startSession(store, member.id, start);
    const two = await startSession(store, member.id, start);
    await mintPasswordLink(store, member.id, start);
    await setPassword(store, member.id, 'tweede-wachtwoord', { keepSession: findSession(store, two, start)!.id });
    expect(findSession(store, one, start)).toBeUndefined();
    expect(findSession(store, two, start)).toBeDefined();
    expect(store.passwordLinks.size).toBe(0);
    await mintPasswordLink(store, member.id, start);
    await removeCredential(store, member.id);
    expect(store.sessions.size).toBe(0);
    expect(store.passwordLinks.size).toBe(0);
    expect(store.credentials.size).toBe(0);
  });
});

describe('set-password links', () => {
  it('name their admin for 7 days, one link per member, and keep only a digest', async () => {
    const member = await store.members.create({ firstName: 'Bert', lastName: 'Claes' });
    await setPassword(store, member.id, 'niemand-kent-dit', { admin: true });
    const first = await mintPasswordLink(store, member.id, start);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(memberOfPasswordLink(store, first, start)).toBe(member.id);
    expect(JSON.stringify(store.passwordLinks.content())).not.toContain(first);
    const second = await mintPasswordLink(store, member.id, start);
    expect(memberOfPasswordLink(store, first, start)).toBeUndefined();
    expect(memberOfPasswordLink(store, second, at(7 * day - 1))).toBe(member.id);
    expect(memberOfPasswordLink(store, second, at(7 * day))).toBeUndefined();
    expect(memberOfPasswordLink(store, `${second.slice(0, -1)}x`, start)).toBeUndefined();
    expect(await endPasswordLinksOf(store, member.id)).toBe(1);
    expect(memberOfPasswordLink(store, second, start)).toBeUndefined();
  });

  it('name nobody once the member is no administrator or is gone; expired ones go with the next', async () => {
    const member = await store.members.create({ firstName: 'Bert', lastName: 'Claes' });
    const other = await store.members.create({ firstName: 'Cas', lastName: 'Dierckx' });
    await store.credentials.create({ memberId: member.id, passwordHash: 'scrypt$x', admin: false, role: 'beheerder' });
    const code = await mintPasswordLink(store, member.id, start);
    expect(memberOfPasswordLink(store, code, start)).toBeUndefined();
    await store.credentials.updateWhere(
      (credential) => credential.memberId === member.id,
      (credential) => ({ ...credential, admin: true }),
    );
    expect(memberOfPasswordLink(store, code, start)).toBe(member.id);
    await store.members.remove(member.id);
    expect(memberOfPasswordLink(store, code, start)).toBeUndefined();
    await mintPasswordLink(store, other.id, at(8 * day));
    expect(store.passwordLinks.all().map((link) => link.memberId)).toEqual([other.id]);
  });
});
