import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import { ApiError } from '../../lib/api-client';
import { adminGet } from '../lib/admin-api';
import { useSession } from '../session/session';
import { adminTexts } from './texts';
import { adminPaths } from '../../../server/contracts';

/**
 * The route guard of SPEC §2: on every protected route the stored token is checked with
 * /admin/api/me; missing, refused or failing, it is removed and the admin goes to the login.
 * Without a network (status 0) the token stays and the admin works offline (ARCHITECTURE.md
 * "Offline"): the server checks it again when the outbox replays.
 * Only the first check holds the screen back; later ones run while the admin works.
 */
export function RequireAdmin() {
  const token = useSession((state) => state.token);
  const expire = useSession((state) => state.expire);
  const { pathname } = useLocation();
  // Once checked, a new token (after a password change) is checked again without unmounting the screen.
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    adminGet(adminApiPaths.me, { signal: controller.signal }).then(
      () => setVerified(true),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 0) {
          setVerified(true);
          return;
        }
        console.warn('Aanmelding geweigerd:', error);
        expire();
      },
    );
    return () => controller.abort();
  }, [token, pathname, expire]);

  if (!token) return <Navigate to={adminPaths.login} replace />;
  if (!verified) {
    return (
      <main id="main" className="admin-checking" aria-busy="true">
        <p role="status">{adminTexts.checking}</p>
      </main>
    );
  }
  return <Outlet />;
}
