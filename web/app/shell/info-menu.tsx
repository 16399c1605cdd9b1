import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import type { PageSummary } from '../../features/info-pages/api/get-page-summaries';
import { shellTexts } from './texts';
import { infoPagePath } from '../../../server/contracts/public-paths';

/** Where the navbar shows its items in a row (keep in step with styles.css); below it the menu collapses. */
const desktopQuery = '(min-width: 68rem)';
const isDesktop = () => window.matchMedia(desktopQuery).matches;

type InfoMenuProps = {
  pages: PageSummary[];
  /** Called when a page is chosen, so the mobile menu can close. */
  onNavigate: () => void;
};

/**
 * The Info entry (SPEC §2 "Shell"): a dropdown on a wide screen that opens on hover and on
 * keyboard focus, an expandable section in the mobile menu. One disclosure button serves both.
 */
export function InfoMenu({ pages, onNavigate }: InfoMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = pathname.startsWith('/info/');

  // A new page closes the list, however it was reached.
  useEffect(() => setOpen(false), [pathname]);

  const closeAndFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <li
      ref={itemRef}
      className={`nav-info${open ? ' is-open' : ''}`}
      // Hover and keyboard focus open the dropdown on a wide screen only; in the mobile menu a tap
      // (which also fires mouseenter and focus) must toggle the section, nothing else.
      onMouseEnter={() => isDesktop() && setOpen(true)}
      onMouseLeave={() => isDesktop() && setOpen(false)}
      onFocus={(event) => {
        // Only focus arriving from outside opens it: Escape hands focus back to the button, closed.
        const fromOutside = !itemRef.current?.contains(event.relatedTarget as Node | null);
        if (fromOutside && isDesktop() && event.target.matches(':focus-visible')) setOpen(true);
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          closeAndFocus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-info-toggle${current ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        // On a wide screen hover has opened it already: a click there must not close it again.
        onClick={() => setOpen((value) => (isDesktop() ? true : !value))}
      >
        {shellTexts.info}
        <span className="nav-caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="nav-info-list" hidden={!open}>
        {pages.map((page) => (
          <li key={page.id}>
            <NavLink
              to={infoPagePath(page)}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {page.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
