import { trimTrailingSlashes } from '../contracts';
import type { PageHead } from './page-head';

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
  | { kind: 'page'; path: string; head: PageHead }
  | { kind: 'moved'; to: string }
  | { kind: 'unknown'; path: string; head: PageHead };

/**
 * Where a request for `requested` (the path as sent, still encoded) is answered. A page has one
 * spelling: no trailing slash, its segments spelled as above, in the case it is written in (a path
 * that is a page only in lower case is that page). Any other spelling of a page is sent there, so
 * it is rendered and kept once; a path that spells no page is a 404. The target is always a page's
 * own path on this site, never '//host' or a backslash.
 */
export function pageAddress(requested: string, headFor: (path: string) => PageHead): PageAddress {
  const trimmed = trimTrailingSlashes(requested) || '/';
  for (const candidate of new Set([trimmed, trimmed.toLowerCase()])) {
    const spelled = spelledPath(candidate);
    if (spelled === undefined) continue;
    const head = headFor(spelled);
    if (head.status !== 200) continue;
    return spelled === requested ? { kind: 'page', path: spelled, head } : { kind: 'moved', to: spelled };
  }
  return { kind: 'unknown', path: trimmed, head: headFor(trimmed) };
}
