import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '../../lib/router';
import { usePageSummaries } from '../../features/info-pages/api/get-page-summaries';
import { useNewsletters } from '../../features/newsletters/api/get-newsletters';
import { mediaVariant } from '../../lib/media';
import { useSettings } from '../../lib/site-config';
import { dataOr } from '../../lib/use-query';
import { InfoMenu } from './info-menu';
import { shellTexts } from './texts';
import { publicPaths } from '../../../server/contracts/public-paths';

const menuId = 'hoofdmenu';

/**
 * The sticky navbar (SPEC §2 "Shell"). Info shows only with published info pages, Nieuwsbrieven
 * only when a newsletter exists; a failed fetch leaves them out (SPEC §7). Below the desktop
 * width a toggle opens the same items as a collapsible menu; choosing an item closes it.
 */
export function Navbar() {
  const { club } = useSettings();
  const pages = dataOr(usePageSummaries(), []);
  const hasNewsletters = dataOr(useNewsletters(), []).length > 0;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  const link = (to: string, text: string, end = false) => (
    <li>
      <NavLink to={to} end={end} onClick={closeMenu}>
        {text}
      </NavLink>
    </li>
  );

  return (
    <header className="navbar">
      <div className="navbar-inner">
        <Link to="/" className="brand" onClick={closeMenu}>
          {club.logo && (
            <img
              className="brand-logo"
              src={mediaVariant(club.logo.cdnUrl, '300x300', 'webp')}
              alt=""
              width="32"
              height="32"
            />
          )}
          <span>{club.name}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? shellTexts.closeMenu : shellTexts.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav-toggle-bars" aria-hidden="true" />
          <span className="nav-toggle-text">{shellTexts.menu}</span>
        </button>
        <nav id={menuId} className={`nav${menuOpen ? ' is-open' : ''}`} aria-label={shellTexts.mainNavigation}>
          <ul className="nav-links">
            {link(publicPaths.home, shellTexts.home, true)}
            {pages.length > 0 && <InfoMenu pages={pages} onNavigate={closeMenu} />}
            {link(publicPaths.members, shellTexts.board)}
            {link(publicPaths.ownWalks, shellTexts.ownWalks)}
            {link(publicPaths.walks, shellTexts.walks)}
            {hasNewsletters && link(publicPaths.newsletters, shellTexts.newsletters)}
            {link(publicPaths.euraudax, shellTexts.euraudax)}
            {link(publicPaths.contact, shellTexts.contact)}
            <li>
              <NavLink to={publicPaths.becomeMember} className="nav-cta" onClick={closeMenu}>
                {shellTexts.becomeMember}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
