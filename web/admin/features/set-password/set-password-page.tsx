import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { LinkRefusal } from '../../components/link-refusal';
import { StandalonePage } from '../../components/standalone-page';
import { useSession } from '../../session/session';
import { adminPaths } from '../../../../server/contracts';
import type { PasswordLinkCheck } from '../../../../server/contracts/session';
import { checkPasswordLink } from './api/check-password-link';
import { SetPasswordForm } from './components/set-password-form';
import { setPasswordTexts as texts } from './texts';
import './set-password.css';

type State =
  | { kind: 'checking' }
  | ({ kind: 'ready' } & PasswordLinkCheck)
  | { kind: 'refused'; message: string; toLogin: boolean };

/**
 * /admin/wachtwoord?code=… (the promotion mail's link): outside the login guard, since the new
 * administrator has no password yet. The server checks the single-use code first; the form then sets
 * the password, and the administrator is signed in at once.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const signIn = useSession((state) => state.signIn);
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    if (!code) {
      setState({ kind: 'refused', message: texts.noCode, toLogin: true });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'checking' });
    checkPasswordLink(code, controller.signal).then(
      ({ firstName, email }) => setState({ kind: 'ready', firstName, email }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's refusal (a spent link, too many tries) leads to the login; without an
        // answer, a reload tries again.
        const fromServer = error instanceof ApiError && error.fromServer;
        setState({
          kind: 'refused',
          message: error instanceof ApiError ? error.message : texts.failed,
          toLogin: fromServer,
        });
      },
    );
    return () => controller.abort();
  }, [code]);

  const done = (token: string) => {
    signIn(token);
    // A whole new page, so Back does not lead to the spent link.
    window.location.replace(adminPaths.dashboard);
  };

  return (
    <StandalonePage title={texts.title}>
      {state.kind === 'checking' && <p role="status">{texts.checking}</p>}
      {state.kind === 'refused' && <LinkRefusal message={state.message} toLogin={state.toLogin} />}
      {state.kind === 'ready' && (
        <>
          <p className="set-password-greeting">{texts.greeting(state.firstName)}</p>
          <p>{texts.intro}</p>
          <SetPasswordForm
            code={code}
            email={state.email}
            onDone={done}
            onRefused={(message) => setState({ kind: 'refused', message, toLogin: true })}
          />
        </>
      )}
    </StandalonePage>
  );
}
