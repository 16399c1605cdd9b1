import { ApiError } from '../../../lib/api-client';
import { LinkPage } from '../../components/link-page';
import { checkPasswordLink } from './api/check-password-link';
import { SetPasswordForm } from './components/set-password-form';
import { setPasswordTexts as texts } from './texts';
import './set-password.css';

/** The server's refusal (a spent link, too many tries) leads to the login; without an answer, a reload tries again. */
const fromServer = (error: unknown) => error instanceof ApiError && error.fromServer;

/**
 * /admin/wachtwoord?code=… (the link of a promotion mail or of "Wachtwoord vergeten?"): outside the
 * login guard. The server checks the single-use code first; the form then sets the password. A new
 * administrator is signed in at once; after a reset the admin signs in on the login page.
 */
export function SetPasswordPage() {
  return (
    <LinkPage texts={texts} check={checkPasswordLink} toLogin={fromServer}>
      {(admin, link) => (
        <>
          <p className="set-password-greeting">{texts.greeting(admin.firstName)}</p>
          <p>{admin.purpose === 'reset' ? texts.resetIntro : texts.intro}</p>
          <SetPasswordForm {...link} email={admin.email} />
        </>
      )}
    </LinkPage>
  );
}
