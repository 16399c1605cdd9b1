import { ApiError } from '../../lib/api-client';

/**
 * SPEC §8: the screen's own words, followed by the server's sentence when there is one
 * ('Opslaan mislukt: Deze link wordt al gebruikt…'). A network failure carries its own sentence too.
 */
export function failureText(text: string, error: unknown): string {
  const message = error instanceof ApiError ? error.message.trim() : '';
  return message ? `${text}: ${message}` : text;
}

/** The field messages of a 400 answer (keys like "title" or "blocks.0.imageId"), else none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors ? error.errors : {};
}
