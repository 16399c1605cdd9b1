import { adminRoleTexts } from '../../../server/contracts/admin-role';
import { ApiError } from '../../lib/api-client';

/** After the server's sentence on a 403: who can change what the role may do. */
export const askBeheerder = 'Vraag een Beheerder als je dit nodig hebt.';

/**
 * SPEC §8: the screen's own words, followed by the server's sentence when there is one
 * ('Opslaan mislukt: Deze link wordt al gebruikt…'). A network failure carries its own sentence too.
 * A 403 is no failure to try again: the role gives no access (it may have changed meanwhile), said
 * as on a screen the role may not open.
 */
export function failureText(text: string, error: unknown): string {
  const message = error instanceof ApiError ? error.message.trim() : '';
  if (error instanceof ApiError && error.status === 403)
    return `${message || adminRoleTexts.forbidden} ${askBeheerder}`;
  return message ? `${text}: ${message}` : text;
}

/** The field messages of a 400 answer (keys like "title" or "blocks.0.imageId"), else none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors ? error.errors : {};
}
