import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { shellTexts } from './texts';

/** Navbar, page and footer for every non-admin path. */
export function PublicLayout() {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {shellTexts.skipToContent}
      </a>
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
