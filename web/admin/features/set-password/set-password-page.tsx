import { ApiError } from '../../../lib/api-client';
import { LinkRefusal } from '../../components/link-refusal';
import { StandalonePage } from '../../components/standalone-page';
import { useLinkCode } from '../../lib/use-link-code';
import { checkPasswordLink } from './api/check-password-link';
import { SetPasswordForm } from './components/set-password-form';
import { setPasswordTexts as texts } from './texts';
import './set-password.css';

/** The server's refusal (a spent link, too many tries) leads to the login; without an answer, a reload tries again. */
const fromServer = (error: unknown) => error instanceof ApiError && error.fromServer;

/**
 * /admin/wachtwoord?code=… (the promotion mail's link): outside the login guard, since the new
 * administrator has no password yet. The server checks the single-use code first; the form then sets
 * the password, and the administrator is signed in at once.
 */
export function SetPasswordPage() {
  const { code, state, refuse, done } = useLinkCode({
    check: checkPasswordLink,
    noCode: texts.noCode,
    failed: texts.failed,
    toLogin: fromServer,
  });

  return (
    <StandalonePage title={texts.title}>
      {state.kind === 'checking' && <p role="status">{texts.checking}</p>}
      {state.kind === 'refused' && <LinkRefusal message={state.message} toLogin={state.toLogin} />}
      {state.kind === 'ready' && (
        <>
          <p className="set-password-greeting">{texts.greeting(state.firstName)}</p>
          <p>{texts.intro}</p>
          <SetPasswordForm code={code} email={state.email} onDone={done} onRefused={refuse} />
        </>
      )}
    </StandalonePage>
  );
}
