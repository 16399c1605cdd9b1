import { Link } from 'react-router';
import { adminPaths } from '../../../server/contracts/admin-paths';
import { componentTexts as texts } from './texts';

/**
 * Why a one-time link opens nothing (the server's sentence, or the client's for no connection), and,
 * when the link itself is spent, the way on: the login.
 */
export function LinkRefusal({ message, toLogin }: { message: string; toLogin: boolean }) {
  return (
    <>
      <p role="alert" className="alert alert-error">
        {message}
      </p>
      {toLogin && (
        <p>
          <Link to={adminPaths.login}>{texts.toLogin}</Link>
        </p>
      )}
    </>
  );
}
