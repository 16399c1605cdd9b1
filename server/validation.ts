/** Input parsing against the contracts, for services and routes alike: no HTTP in here. */
import { z } from 'zod';
import { idPattern, publishPayloadSchema } from './contracts/common';
import { BadRequestError, NotFoundError } from './errors';

export const validationMessage = 'Controleer de ingevulde velden.';

/** Field errors keyed by path ("address.city"), the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The body of every publish call: {published: true|false}. */
export function parsePublished(input: unknown, message: string): boolean {
  return parseInput(publishPayloadSchema, input, message).published;
}

/** Parses input against a schema; bad input is a 400 with a Dutch message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message = validationMessage): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(message, fieldErrors(result.error));
  return result.data;
}

/** A path id as a positive integer; anything else is a record that cannot exist, so a 404. */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  if (!raw || !idPattern.test(raw)) throw new NotFoundError(notFoundMessage);
  return Number(raw);
}
