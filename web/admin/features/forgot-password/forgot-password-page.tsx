import { useState } from 'react';
import { Link } from 'react-router';
import { StandalonePage } from '../../components/standalone-page';
import { adminPaths } from '../../../../server/contracts/admin-paths';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { forgotPasswordTexts as texts } from './texts';
import './forgot-password.css';

/**
 * /admin/wachtwoord-vergeten, from the login's "Wachtwoord vergeten?": outside the login guard. The
 * answer is the same for every address; the mail's link leads to /admin/wachtwoord.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <StandalonePage title={texts.title}>
      {sent === null && <p>{texts.intro}</p>}
      {/* In the page from the start, so a screen reader says the answer when it comes. */}
      <p role="status" className={sent === null ? undefined : 'alert alert-success'}>
        {sent ?? ''}
      </p>
      {sent === null && <ForgotPasswordForm onSent={setSent} />}
      <p>
        <Link to={adminPaths.login}>{texts.toLogin}</Link>
      </p>
    </StandalonePage>
  );
}
