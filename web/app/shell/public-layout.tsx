import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageTransition } from './page-transition';
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
        <PageTransition>
          <Suspense
            fallback={
              <p className="page-loading" role="status">
                {shellTexts.loading}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </PageTransition>
      </main>
      <Footer />
    </div>
  );
}
