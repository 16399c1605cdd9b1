import { randomBytes } from 'node:crypto';
import { digestOf } from './sessions';

/** Crockford's base32 in lower case: no i, l, o or u, so a code read aloud or copied by hand is not misread. */
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const codeLength = 16;

export const recoveryCodeCount = 10;

/** 80 random bits as 16 characters: 'abcd-efgh-jkmn-pqrs'. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += alphabet[(value >> bits) & 31];
    }
  }
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** Ten new recovery codes, as the admin sees them once. */
export const newRecoveryCodes = (): string[] => Array.from({ length: recoveryCodeCount }, newRecoveryCode);

/**
 * A typed recovery code as its 16 characters, or undefined when it cannot be one: upper case, spaces and
 * dashes are forgiven, and so are the letters Crockford's base32 reads as digits (o as 0, i and l as 1).
 */
export function normalRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return code.length === codeLength && [...code].every((char) => alphabet.includes(char)) ? code : undefined;
}

/** What the store keeps of a recovery code: its SHA-256 (80 random bits need no slow hash). */
export const recoveryCodeDigest = (code: string): string => digestOf(normalRecoveryCode(code) ?? code);
