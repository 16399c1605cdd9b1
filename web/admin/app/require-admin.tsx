import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { z } from 'zod';
import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import type { AdminMe } from '../../../server/contracts/admin-account';
import { adminRoleSchema } from '../../../server/contracts/credential';
import { ApiError } from '../../lib/api-client';
import { adminGet } from '../lib/admin-api';
import { memberIdOf, useSession } from '../session/session';
import { adminTexts } from './texts';
import { adminPaths } from '../../../server/contracts';

/** What the guard reads of GET /admin/api/me (AdminMe): the role the screens follow. */
const meSchema = z.object({ id: z.number(), role: adminRoleSchema });

/**
 * The route guard of SPEC §2: on every protected route the stored token is checked with
 * /admin/api/me; missing, refused or failing, it is removed and the admin goes to the login.
 * Without a network (status 0) the token stays and the admin works offline (ARCHITECTURE.md
 * "Offline"): the server checks it again when the outbox replays.
 * Only the first check holds the screen back; later ones run while the admin works. Each answer
 * carries the admin's role, kept with the session (a role changed meanwhile holds from the next
 * screen); a 403 from any call asks again at once. An admin the club requires two-step verification
 * of, who has none yet, is sent to set it up (the server refuses the rest).
 */
export function RequireAdmin() {
  const token = useSession((state) => state.token);
  const expire = useSession((state) => state.expire);
  const setRole = useSession((state) => state.setRole);
  const roleCheck = useSession((state) => state.roleCheck);
  const { pathname } = useLocation();
  // Once checked, a new token (after a password change) is checked again without unmounting the screen.
  const [verified, setVerified] = useState(false);
  /** The path the last check answered for, and whether it said to set up two-step verification first. */
  const [enrolment, setEnrolment] = useState({ path: pathname, first: false });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    adminGet<unknown>(adminApiPaths.me, { signal: controller.signal }).then(
      (answer) => {
        const me = meSchema.safeParse(answer);
        // A copy kept offline may be from before roles, or another admin's on a shared laptop: only
        // this admin's own answer sets the role.
        if (me.success && me.data.id === memberIdOf(token)) setRole(me.data.role);
        const twoStep = (answer as Partial<AdminMe> | null)?.twoStep;
        setEnrolment({ path: pathname, first: Boolean(twoStep?.required && !twoStep.enabled) });
        setVerified(true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 0) {
          setEnrolment((current) => ({ ...current, path: pathname }));
          setVerified(true);
          return;
        }
        console.warn('Aanmelding geweigerd:', error);
        expire();
      },
    );
    return () => controller.abort();
  }, [token, pathname, roleCheck, expire, setRole]);

  if (!token) return <Navigate to={adminPaths.login} replace />;
  const checking = (
    <main id="main" className="admin-checking" aria-busy="true">
      <p role="status">{adminTexts.checking}</p>
    </main>
  );
  if (!verified) return checking;
  if (enrolment.first && pathname !== adminPaths.twoStep) {
    // Set up on the two-step screen, then the next screen is checked again before it shows.
    return enrolment.path === pathname ? <Navigate to={adminPaths.twoStep} replace /> : checking;
  }
  return <Outlet />;
}
