import { ApiError } from '../../../lib/api-client';
import { LinkRefusal } from '../../components/link-refusal';
import { StandalonePage } from '../../components/standalone-page';
import { useLinkCode } from '../../lib/use-link-code';
import { checkSetup } from './api/check-setup';
import { SetupForm } from './components/setup-form';
import { setupTexts as texts } from './texts';
import './setup.css';

/** A refusal of the link itself (wrong, used, or the club has an admin): the way on is the login. */
const isLinkRefusal = (error: unknown) => error instanceof ApiError && [403, 409].includes(error.status);

/**
 * /admin/setup?code=… (the first start of a real club): outside the login guard, since the club has
 * no admin yet. The server checks the one-time code first; the form then names the club and makes its
 * first administrator, who is signed in at once (a whole new page also reads the club's new name).
 */
export function SetupPage() {
  const { code, state, refuse, done } = useLinkCode({
    check: checkSetup,
    noCode: texts.noCode,
    failed: texts.failed,
    toLogin: isLinkRefusal,
  });

  return (
    <StandalonePage title={texts.title}>
      {state.kind === 'checking' && <p role="status">{texts.checking}</p>}
      {state.kind === 'refused' && <LinkRefusal message={state.message} toLogin={state.toLogin} />}
      {state.kind === 'ready' && (
        <>
          <p>{texts.intro}</p>
          <SetupForm code={code} initialClubName={state.clubName} onDone={done} onRefused={refuse} />
        </>
      )}
    </StandalonePage>
  );
}
