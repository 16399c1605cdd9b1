import type { ReactNode } from 'react';
import { useLinkCode } from '../lib/use-link-code';
import { LinkRefusal } from './link-refusal';
import { StandalonePage } from './standalone-page';

/** What the form of a one-time link gets: the code it sends, and where its answer leads. */
export type LinkFormProps = {
  code: string;
  /** The server answered a token: the admin is signed in. */
  onDone: (token: string) => void;
  /** The server refused the link itself (used or expired meanwhile). */
  onRefused: (message: string) => void;
};

type LinkPageProps<T extends object> = {
  texts: { title: string; checking: string; noCode: string; failed: string };
  /** Asks the server whether the code may still be used, and for what the form starts from. */
  check: (code: string, signal: AbortSignal) => Promise<T>;
  /** Which refusals lead on to the login rather than to trying again. */
  toLogin: (error: unknown) => boolean;
  children: (data: T, form: LinkFormProps) => ReactNode;
};

/**
 * A page that a one-time link opens (the first start's setup, a new administrator's password): the
 * code is checked with the server first, then the form shows, or why the link cannot be used.
 */
export function LinkPage<T extends object>({ texts, check, toLogin, children }: LinkPageProps<T>) {
  const { code, state, refuse, done } = useLinkCode({ check, noCode: texts.noCode, failed: texts.failed, toLogin });
  return (
    <StandalonePage title={texts.title}>
      {state.kind === 'checking' && <p role="status">{texts.checking}</p>}
      {state.kind === 'refused' && <LinkRefusal message={state.message} toLogin={state.toLogin} />}
      {state.kind === 'ready' && children(state, { code, onDone: done, onRefused: refuse })}
    </StandalonePage>
  );
}
