import Router from '@koa/router';
import type { DefaultState } from 'koa';

/**
 * Every router of the app matches paths exactly: case-sensitive and strict about slashes, so
 * `/Admin/api/members`, `/admin/api/members/` or `/api//events` is no route of ours (a 404),
 * never a second spelling that slips past a check. Paths are written in full, without a prefix:
 * a strict router turns a prefixed '/' route into a path that ends in a slash.
 */
export function createRouter<State = DefaultState>(): Router<State> {
  return new Router<State>({ sensitive: true, strict: true });
}
