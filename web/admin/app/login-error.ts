import { ApiError } from '../../lib/api-client';
import { adminTexts } from './texts';

/** SPEC §9: a server text this long or longer is not shown on the login form. */
const loginErrorCutoff = 200;

/** SPEC §8: the server's text when shorter than 200 characters; a network failure has its own text. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return adminTexts.login.network;
  if (error instanceof ApiError && error.fromServer && error.message.length < loginErrorCutoff) return error.message;
  return adminTexts.login.failed;
}
