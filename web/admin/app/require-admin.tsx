import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { adminGet } from '../lib/admin-api';
import { useSession } from '../lib/session';
import { adminTexts } from './texts';

/**
 * The route guard of SPEC §2: on every protected route the stored token is checked with
 * /admin/api/me; missing, refused or failing, it is removed and the admin goes to the login.
 * Only the first check holds the screen back; later ones run while the admin works.
 */
export function RequireAdmin() {
  const token = useSession((state) => state.token);
  const signOut = useSession((state) => state.signOut);
  const { pathname } = useLocation();
  // Once checked, a new token (after a password change) is checked again without unmounting the screen.
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    adminGet('/admin/api/me', { signal: controller.signal }).then(
      () => setVerified(true),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Aanmelding geweigerd:', error);
        signOut();
      },
    );
    return () => controller.abort();
  }, [token, pathname, signOut]);

  if (!token) return <Navigate to="/admin/login" replace />;
  if (!verified) {
    return (
      <main id="main" className="admin-checking" aria-busy="true">
        <p role="status">{adminTexts.checking}</p>
      </main>
    );
  }
  return <Outlet />;
}
