import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiPaths } from '../../../server/contracts/api-paths';
import { PageMeta } from '../../components/page-meta';
import { InputField } from '../../components/form-field';
import { apiPost } from '../../lib/api-client';
import { getCaptchaToken, preloadCaptcha } from '../../lib/captcha';
import { SubmitRow } from '../components/submit-row';
import { useForm } from '../lib/use-form';
import { useSession } from '../session/session';
import { useOutboxStore } from '../outbox/outbox-store';
import { outboxTexts } from '../outbox/texts';
import { loginErrorText } from './login-error';
import { LoginCodeStep } from './login-code-step';
import type { LoginAnswer } from '../../../server/contracts/two-step';
import { adminTexts } from './texts';
import sideImage from './login-side.svg';
import { adminPaths } from '../../../server/contracts';

const texts = adminTexts.login;
/** The username is the admin's e-mail address: the phone's e-mail keyboard, without a browser check of its shape. */
const usernameInput = { type: 'text', autoComplete: 'username', inputMode: 'email', required: true } as const;

/**
 * /admin/login (SPEC §2): username, password, Login, and a decorative image beside the form. When
 * the server refused the token with changes queued, it says how many wait for the next login.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const waiting = useOutboxStore((state) => (state.waitingForLogin ? state.pendingCount : 0));
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ username: '', password: '' }, { fields: [], onChange: () => setError(null) });
  const [busy, setBusy] = useState(false);
  // What a page that led here had to say (a password set with a mailed link).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  /** The second step's challenge, after the right password of an admin with two-step verification. */
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(preloadCaptcha, []);

  const signedIn = (token: string) => {
    signIn(token);
    navigate(adminPaths.dashboard, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const recaptchaToken = await getCaptchaToken('login');
      const { username, password } = form.values;
      const answer = await apiPost<LoginAnswer>(apiPaths.login, {
        username: username.trim(),
        password,
        recaptchaToken,
      });
      if ('token' in answer) {
        signedIn(answer.token);
        return;
      }
      form.setValues({ username, password: '' });
      setChallenge(answer.challenge);
      setBusy(false);
    } catch (failure) {
      setError(loginErrorText(failure));
      setBusy(false);
    }
  };

  if (challenge) {
    return (
      <main id="main" className="admin-login">
        <PageMeta title={texts.title} description={adminTexts.areaDescription} noindex />
        <img className="admin-login-image" src={sideImage} alt="" width={480} height={640} />
        <LoginCodeStep
          challenge={challenge}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setChallenge(null);
            setError(message);
          }}
        />
      </main>
    );
  }

  return (
    <main id="main" className="admin-login">
      <PageMeta title={texts.title} description={adminTexts.areaDescription} noindex />
      <img className="admin-login-image" src={sideImage} alt="" width={480} height={640} />
      <form className="admin-login-form" onSubmit={submit}>
        <h1>{texts.heading}</h1>
        {typeof notice === 'string' && (
          <p role="status" className="alert alert-success">
            {notice}
          </p>
        )}
        <p role="status" className={waiting > 0 ? 'alert' : undefined}>
          {waiting > 0 ? outboxTexts.waitingForLogin(waiting) : ''}
        </p>
        <InputField label={texts.username} hint={texts.usernameHint} {...usernameInput} {...form.text('username')} />
        <InputField
          label={texts.password}
          type="password"
          autoComplete="current-password"
          required
          {...form.text('password')}
        />
        <SubmitRow failure={error} busy={busy} texts={texts} />
        <p className="admin-login-forgot">
          <Link to={adminPaths.forgotPassword}>{texts.forgotPassword}</Link>
        </p>
      </form>
    </main>
  );
}
