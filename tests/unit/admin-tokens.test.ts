import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAdminToken, signAdminToken } from '../../server/auth/tokens';

afterEach(() => {
  vi.useRealTimers();
});

describe('admin tokens', () => {
  it('a checked token is known again without a new check, but never past its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const secret = new Uint8Array(32).fill(3);
    const token = await signAdminToken(secret, 42, 5);
    expect(await readAdminToken(secret, token)).toEqual({ memberId: 42, tokenVersion: 5 });
    // Kept: the same answer from the second use on.
    expect(await readAdminToken(secret, token)).toEqual({ memberId: 42, tokenVersion: 5 });
    // Another secret never shares what was kept for this one.
    expect(await readAdminToken(new Uint8Array(32).fill(4), token)).toBeNull();
    // One changed character is another text: checked, and refused.
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`;
    expect(await readAdminToken(secret, tampered)).toBeNull();

    vi.setSystemTime(new Date('2026-12-03T09:59:00Z'));
    expect(await readAdminToken(secret, token)).toEqual({ memberId: 42, tokenVersion: 5 });
    vi.setSystemTime(new Date('2026-12-03T10:00:01Z'));
    expect(await readAdminToken(secret, token)).toBeNull();
  });
});
