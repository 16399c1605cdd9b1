import type { MouseEvent } from 'react';
import { useNavigate } from '../../../lib/router';

/**
 * Links inside page content are plain <a> tags from the editor. A click on one that stays on
 * this site is handled by the router, so the app is not loaded again (slow on a weak connection).
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    // Only pages of the app: not mail links, other sites, media files or the server's API.
    if (url.origin !== window.location.origin || /^\/(api|admin\/api|media)(\/|$)/.test(url.pathname)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
