import { isAdminScreenPath } from './admin-paths';
import { matchesPath, publicPaths } from './public-paths';
import { trimTrailingSlashes } from './trim';

/** The public pages (SPEC §2): every pattern of contracts/public-paths.ts but the admin area's. */
const publicPatterns = Object.values(publicPaths).filter((pattern) => pattern !== publicPaths.admin);

/**
 * The paths of the web app. The server answers any other path with status 404 (and the app shell,
 * which shows its not-found page), so search engines do not index made-up URLs.
 */
export function isAppPath(path: string): boolean {
  const trimmed = trimTrailingSlashes(path) || '/';
  return (
    publicPatterns.some((pattern) => matchesPath(pattern, trimmed)) ||
    // The admin screens, and no other path under /admin: `/admin/API/me` is no page, so it must not
    // answer 200 as if it were one.
    isAdminScreenPath(trimmed)
  );
}
