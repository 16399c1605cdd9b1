import { trimTrailingSlashes } from '../contracts';
import type { PublicPage } from './public-page';

/**
 * The one spelling of a path: each segment as `fillPath` writes it (decoded, then encoded again),
 * so '/info/%67eschiedenis' is '/info/geschiedenis'. An encoded slash stays encoded: no spelling
 * adds or removes a segment. Undefined when a segment is no valid escape.
 */
export function spelledPath(path: string): string | undefined {
  try {
    return path
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return undefined;
  }
}

/** What a request path names: a page by its own spelling, a page by another spelling, or no page. */
export type PageAddress =
  | { kind: 'page'; path: string; page: PublicPage }
  | { kind: 'moved'; to: string }
  | { kind: 'unknown'; path: string; page: PublicPage };

/**
 * Where a request for `requested` (the path as sent, still encoded) is answered. A page has one
 * spelling: no trailing slash, its segments spelled as above, in the case it is written in (a path
 * that is a page only in lower case is that page). Any other spelling of a page is sent there, so
 * it is rendered and kept once; a path that spells no page is a 404. The target is always a page's
 * own path on this site, never '//host' or a backslash.
 */
export function pageAddress(requested: string, pageAt: (path: string) => PublicPage): PageAddress {
  const trimmed = trimTrailingSlashes(requested) || '/';
  let missing: PublicPage | undefined;
  for (const candidate of new Set([trimmed, trimmed.toLowerCase()])) {
    const spelled = spelledPath(candidate);
    if (spelled === undefined) continue;
    const page = pageAt(spelled);
    if (page.head.status !== 200) {
      // Read once: '/wandeltochten/999' is its own spelling and no page.
      if (spelled === trimmed) missing = page;
      continue;
    }
    return spelled === requested ? { kind: 'page', path: spelled, page } : { kind: 'moved', to: spelled };
  }
  return { kind: 'unknown', path: trimmed, page: missing ?? pageAt(trimmed) };
}
