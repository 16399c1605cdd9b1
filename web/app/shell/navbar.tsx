import { Link, NavLink } from 'react-router';
import { useClubName } from '../../lib/site-config';
import { shellTexts } from './texts';

export function Navbar() {
  const clubName = useClubName();
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <Link to="/" className="brand">
          <img className="brand-logo" src="/favicon.svg" alt="" width="32" height="32" />
          <span>{clubName}</span>
        </Link>
        <nav aria-label={shellTexts.mainNavigation}>
          <ul className="nav-links">
            <li>
              <NavLink to="/" end>
                {shellTexts.home}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact">{shellTexts.contact}</NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
