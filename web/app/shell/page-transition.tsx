import type { ReactNode } from 'react';
import { useLocation } from '../../lib/router';

/** SPEC §2: the fade is keyed per full path; every admin path shares one key, so the admin layout stays put. */
export function pageTransitionKey(pathname: string, search: string): string {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : `${pathname}${search}`;
}

/** Fades each new page in (no motion when the visitor asks for reduced motion, see styles.css). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <div key={pageTransitionKey(pathname, search)} className="page-fade">
      {children}
    </div>
  );
}
