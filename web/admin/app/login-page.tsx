import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths } from '../../../server/contracts/api-paths';
import { PageMeta } from '../../components/page-meta';
import { InputField } from '../../components/form-field';
import { apiPost } from '../../lib/api-client';
import { getCaptchaToken, preloadCaptcha } from '../../lib/captcha';
import { useSession } from '../session/session';
import { useOutboxStore } from '../outbox/outbox-store';
import { outboxTexts } from '../outbox/texts';
import { loginErrorText } from './login-error';
import { adminTexts } from './texts';
import sideImage from './login-side.svg';
import { adminPaths } from '../../../server/contracts';

const texts = adminTexts.login;

/**
 * /admin/login (SPEC §2): username, password, Login, and a decorative image beside the form. When
 * the server refused the token with changes queued, it says how many wait for the next login.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const waiting = useOutboxStore((state) => (state.waitingForLogin ? state.pendingCount : 0));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(preloadCaptcha, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const recaptchaToken = await getCaptchaToken('login');
      const { token } = await apiPost<{ token: string }>(apiPaths.login, {
        username: username.trim(),
        password,
        recaptchaToken,
      });
      signIn(token);
      navigate(adminPaths.dashboard, { replace: true });
    } catch (failure) {
      setError(loginErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <main id="main" className="admin-login">
      <PageMeta title={texts.title} description={adminTexts.areaDescription} noindex />
      <img className="admin-login-image" src={sideImage} alt="" width={480} height={640} />
      <form className="admin-login-form" onSubmit={submit}>
        <h1>{texts.heading}</h1>
        <p role="status" className={waiting > 0 ? 'alert' : undefined}>
          {waiting > 0 ? outboxTexts.waitingForLogin(waiting) : ''}
        </p>
        <InputField
          label={texts.username}
          hint={texts.usernameHint}
          name="username"
          type="text"
          autoComplete="username"
          inputMode="email"
          required
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setError(null);
          }}
        />
        <InputField
          label={texts.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p role="alert" className="alert alert-error">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? texts.busy : texts.submit}
        </button>
      </form>
    </main>
  );
}
