import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../session/session';
import { adminPaths } from '../../../server/contracts';

/** A page opened from a one-time link: checking its code, the link's data, or why it cannot be used. */
export type LinkState<T> =
  { kind: 'checking' } | ({ kind: 'ready' } & T) | { kind: 'refused'; message: string; toLogin: boolean };

/**
 * The code of a one-time link (?code=…; the first start's setup, a new admin's password), checked with
 * the server before the page shows its form; `done` signs in with the token the form's answer carries.
 * `toLogin` says which refusals lead on to the login rather than to trying again.
 */
export function useLinkCode<T extends object>(options: {
  check: (code: string, signal: AbortSignal) => Promise<T>;
  noCode: string;
  failed: string;
  toLogin: (error: unknown) => boolean;
}) {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const signIn = useSession((state) => state.signIn);
  const [state, setState] = useState<LinkState<T>>({ kind: 'checking' });
  const { check, noCode, failed, toLogin } = options;

  useEffect(() => {
    if (!code) {
      setState({ kind: 'refused', message: noCode, toLogin: true });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'checking' });
    check(code, controller.signal).then(
      (data) => setState({ kind: 'ready', ...data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : failed;
        setState({ kind: 'refused', message, toLogin: toLogin(error) });
      },
    );
    return () => controller.abort();
  }, [code, check, noCode, failed, toLogin]);

  return {
    code,
    state,
    /** The form's answer said the link cannot be used (any more): the way on is the login. */
    refuse: (message: string) => setState({ kind: 'refused', message, toLogin: true }),
    /** Signed in: a whole new page, so the app starts afresh and Back does not lead to the spent link. */
    done: (token: string) => {
      signIn(token);
      window.location.replace(adminPaths.dashboard);
    },
  };
}
