import type { z } from 'zod';
import { fieldErrors } from '../../server/validation';

/** The field errors a client gets for `value` (parseInput's answer), or {} when it is taken. */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}
