import { Suspense, useEffect } from 'react';
import { Outlet } from '../../lib/router';
import { startOfflinePrefetch } from '../offline/start-prefetch';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { PageTransition } from './page-transition';
import { shellTexts } from './texts';

/** Navbar, page and footer for every non-admin path. */
export function PublicLayout() {
  // Walkers read the upcoming walks and newsletters offline later.
  useEffect(() => startOfflinePrefetch(), []);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {shellTexts.skipToContent}
      </a>
      <Navbar />
      {/* Outside <main>: its live region is always there, and the page's own status messages stay the only ones in main. */}
      <OfflineBanner />
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
