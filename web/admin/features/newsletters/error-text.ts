import { ApiError } from '../../../lib/api-client';

/** SPEC §8: the screen's own words, followed by the server's sentence when there is one ('Opslaan mislukt: …'). */
export function errorText(prefix: string, error: unknown): string {
  return error instanceof ApiError && error.message ? `${prefix}: ${error.message}` : prefix;
}

/** The field messages of a 400 answer (keys like "title" or "blocks.0.imageId"), else none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors ? error.errors : {};
}
