import { useEffect, useState } from 'react';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import { useSession } from '../../../session/session';

export type Profile = { firstName: string; lastName: string; email: string | null; phoneNumber: string | null };

/** GET /admin/api/profile: the signed-in admin's profile. */
export function getProfile(signal: AbortSignal): Promise<Profile> {
  return adminGet<Profile>(adminApiPaths.profile, { signal });
}

/** The signed-in admin's profile; a failure is logged and leaves no profile (SPEC §8). */
export function useProfile(): Profile | null {
  const token = useSession((state) => state.token);
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getProfile(controller.signal).then(setProfile, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Profiel ophalen mislukt:', error);
      setProfile(null);
    });
    return () => controller.abort();
  }, [token]);
  return profile;
}
