import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { serverHeadAttribute } from '../../../server/contracts/page-heads';

// The pages render these themselves (components/page-meta.tsx, the newsletters' feed link).
const renderedByTheApp = ['title', 'meta[name="description"]', 'meta[name="robots"]', 'link[rel="alternate"]'];

/** Drops the server's copies of the tags the app renders itself, so the head holds each once. */
export function dropServerTagsTheAppRenders(): void {
  for (const element of document.head.querySelectorAll(
    renderedByTheApp.map((tag) => `${tag}[${serverHeadAttribute}]`).join(', '),
  )) {
    element.remove();
  }
}

/**
 * The server's canonical link, previews and JSON-LD describe the page it answered: they stay for
 * readers that run scripts (search engines), until the visitor opens another page.
 */
export function useServerHeadUntilNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const element of document.head.querySelectorAll(`[${serverHeadAttribute}]`)) element.remove();
  }, [pathname]);
}
