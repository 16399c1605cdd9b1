import { ApiError } from '../../../lib/api-client';
import { LinkPage } from '../../components/link-page';
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
  return (
    <LinkPage texts={texts} check={checkPasswordLink} toLogin={fromServer}>
      {(admin, link) => (
        <>
          <p className="set-password-greeting">{texts.greeting(admin.firstName)}</p>
          <p>{texts.intro}</p>
          <SetPasswordForm {...link} email={admin.email} />
        </>
      )}
    </LinkPage>
  );
}
