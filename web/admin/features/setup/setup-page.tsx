import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { LinkRefusal } from '../../components/link-refusal';
import { StandalonePage } from '../../components/standalone-page';
import { useSession } from '../../session/session';
import { adminPaths } from '../../../../server/contracts';
import { checkSetup } from './api/check-setup';
import { SetupForm } from './components/setup-form';
import { setupTexts as texts } from './texts';
import './setup.css';

type State =
  { kind: 'checking' } | { kind: 'ready'; clubName: string } | { kind: 'refused'; message: string; toLogin: boolean };

/** A refusal of the link itself (wrong, used, or the club has an admin): the way on is the login. */
const isLinkRefusal = (error: unknown) => error instanceof ApiError && [403, 409].includes(error.status);

/**
 * /admin/setup?code=… (the first start of a real club): outside the login guard, since the club has
 * no admin yet. The server checks the one-time code first; the form then names the club and makes its
 * first administrator, who is signed in at once.
 */
export function SetupPage() {
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
    checkSetup(code, controller.signal).then(
      ({ clubName }) => setState({ kind: 'ready', clubName }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : texts.failed;
        setState({ kind: 'refused', message, toLogin: isLinkRefusal(error) });
      },
    );
    return () => controller.abort();
  }, [code]);

  const done = (token: string) => {
    signIn(token);
    // A whole new page: the app reads the club's new name, and Back does not lead to the spent link.
    window.location.replace(adminPaths.dashboard);
  };

  return (
    <StandalonePage title={texts.title}>
      {state.kind === 'checking' && <p role="status">{texts.checking}</p>}
      {state.kind === 'refused' && <LinkRefusal message={state.message} toLogin={state.toLogin} />}
      {state.kind === 'ready' && (
        <>
          <p>{texts.intro}</p>
          <SetupForm
            code={code}
            initialClubName={state.clubName}
            onDone={done}
            onRefused={(message) => setState({ kind: 'refused', message, toLogin: true })}
          />
        </>
      )}
    </StandalonePage>
  );
}
