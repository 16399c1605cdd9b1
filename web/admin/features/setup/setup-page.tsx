import { ApiError } from '../../../lib/api-client';
import { LinkPage } from '../../components/link-page';
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
  return (
    <LinkPage texts={texts} check={checkSetup} toLogin={isLinkRefusal}>
      {(setup, link) => (
        <>
          <p>{texts.intro}</p>
          <SetupForm {...link} initialClubName={setup.clubName} />
        </>
      )}
    </LinkPage>
  );
}
