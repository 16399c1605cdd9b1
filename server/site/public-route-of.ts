import { isAdminAreaPath, isAppPath, pathSegmentOf } from '../contracts';
import { publicRoutes, type PublicRouteName, type RouteParams } from '../contracts/public-routes';

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // As the browser's router reads it (web/lib/router.tsx): such a page is found by no read.
    return segment;
  }
};

const names = Object.keys(publicRoutes) as PublicRouteName[];

/**
 * The declared route (contracts/public-routes.ts) of a path as the server answers it (its one
 * spelling: page-address.ts), with its parameter decoded as the browser's router has it. An admin
 * path that is no admin screen, and any path of no page, is `notFound`.
 */
export function publicRouteOf(path: string): { name: PublicRouteName; params: RouteParams } {
  if (!isAppPath(path)) return { name: 'notFound', params: {} };
  if (isAdminAreaPath(path)) return { name: 'admin', params: {} };
  const fixed = names.find((name) => publicRoutes[name].path === path);
  if (fixed) return { name: fixed, params: {} };
  for (const name of names) {
    const pattern = publicRoutes[name].path;
    const segment = pathSegmentOf(pattern, path);
    const parameter = /:([a-z]+)/i.exec(pattern)?.[1];
    if (segment !== undefined && parameter) return { name, params: { [parameter]: decoded(segment) } };
  }
  return { name: 'notFound', params: {} };
}
