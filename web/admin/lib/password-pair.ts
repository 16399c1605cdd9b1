import type { z } from 'zod';
import { componentTexts } from '../components/texts';

/** A new password's input: hidden, and a password manager offers to make one. */
export const newPasswordInput = { type: 'password', autoComplete: 'new-password' } as const;

/** The messages of a new password typed twice, at the field each belongs to. */
export type PasswordPairErrors = { password?: string; confirmation?: string };

/**
 * SPEC §5, wherever an admin chooses a password: the contract's rule for it (the server's own check,
 * with its message), and the repetition must match.
 */
export function passwordPairErrors(
  rule: z.ZodType<string>,
  password: string,
  confirmation: string,
): PasswordPairErrors {
  const errors: PasswordPairErrors = {};
  const tooWeak = rule.safeParse(password).error?.issues[0]?.message;
  if (tooWeak) errors.password = tooWeak;
  if (confirmation !== password) errors.confirmation = componentTexts.passwordMismatch;
  return errors;
}
