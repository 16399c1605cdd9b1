import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpRules, totpStep, type TotpRules } from '../../server/auth/totp';
import { newRecoveryCodes, normalRecoveryCode, recoveryCodeDigest } from '../../server/auth/recovery-codes';

/** RFC 6238 appendix B: each algorithm's secret (ASCII), 8 digits, 30 s steps. */
const secrets = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
} as const;

/** The appendix's table: seconds since 1970, then the code for SHA1, SHA256 and SHA512. */
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

const algorithms = ['SHA1', 'SHA256', 'SHA512'] as const;
const rulesOf = (algorithm: TotpRules['algorithm']): TotpRules => ({ algorithm, digits: 8, period: 30, window: 0 });
const base32Of = (ascii: string) => Secret.fromLatin1(ascii).base32;

describe("TOTP against RFC 6238's test vectors", () => {
  for (const [seconds, ...codes] of vectors) {
    for (const [index, algorithm] of algorithms.entries()) {
      it(`${algorithm} at ${seconds} s is ${codes[index]}`, () => {
        const rules = rulesOf(algorithm);
        const secret = base32Of(secrets[algorithm]);
        const at = new Date(seconds * 1000);
        const step = totpStep(at, rules);
        expect(step).toBe(Math.floor(seconds / 30));
        expect(totpCode(secret, step, rules)).toBe(codes[index]);
        // The check the sign-in uses accepts it at that time, once, and no other code.
        expect(matchTotp({ secret, code: codes[index]!, at, after: null, rules })).toBe(step);
        expect(matchTotp({ secret, code: codes[index]!, at, after: step, rules })).toBeUndefined();
        const other = String((Number(codes[index]) + 1) % 1e8).padStart(8, '0');
        expect(matchTotp({ secret, code: other, at, after: null, rules })).toBeUndefined();
      });
    }
  }
});

describe('the check the sign-in uses (6 digits, one step either side)', () => {
  const secret = base32Of(secrets.SHA1);
  const at = new Date(1111111111 * 1000);
  const step = totpStep(at);

  it('accepts the code of the step before and after, not two steps away, and nothing of the wrong shape', () => {
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp({ secret, code: totpCode(secret, step + offset), at, after: null })).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchTotp({ secret, code: totpCode(secret, step + offset), at, after: null })).toBeUndefined();
    }
    const code = totpCode(secret, step);
    for (const odd of [`${code}0`, code.slice(1), 'abcdef', ` ${code}`, '']) {
      expect(matchTotp({ secret, code: odd, at, after: null })).toBeUndefined();
    }
  });

  it('refuses a step already used and every one before it', () => {
    expect(matchTotp({ secret, code: totpCode(secret, step - 1), at, after: step - 1 })).toBeUndefined();
    expect(matchTotp({ secret, code: totpCode(secret, step), at, after: step - 1 })).toBe(step);
    expect(matchTotp({ secret, code: totpCode(secret, step + 1), at, after: step })).toBe(step + 1);
  });

  it('makes secrets of 160 random bits, as apps take them', () => {
    const made = newTotpSecret();
    expect(made).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(made).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(made);
    expect(totpRules).toEqual({ algorithm: 'SHA1', digits: 6, period: 30, window: 1 });
  });
});

describe('recovery codes', () => {
  it('are ten codes of 80 random bits, forgiving case, spaces, dashes and look-alike letters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect(normalRecoveryCode('AB0C-1DEF-gh23 4567')).toBe('ab0c1defgh234567');
    expect(normalRecoveryCode('abOc-IdeF-gh23-4567')).toBe('ab0c1defgh234567');
    expect(recoveryCodeDigest('AB0C DEF1 GH23 4567')).toBe(recoveryCodeDigest('ab0c-def1-gh23-4567'));
    for (const odd of ['ab0c-def1-gh23', 'ab0c-def1-gh23-4567-8', 'abuc-def1-gh23-4567', '123456']) {
      expect(normalRecoveryCode(odd)).toBeUndefined();
    }
  });
});
