import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PageTransition } from './shell/page-transition';
import { PublicLayout } from './shell/public-layout';

// A route page in its own chunk: only home is in the first load (ARCHITECTURE.md "Budgets").
const MembersRoute = lazyNamed(() => import('./routes/members'), 'MembersRoute');
const OwnWalksRoute = lazyNamed(() => import('./routes/own-walks'), 'OwnWalksRoute');
const WalksRoute = lazyNamed(() => import('./routes/walks'), 'WalksRoute');
const WalkDetailRoute = lazyNamed(() => import('./routes/walk-detail'), 'WalkDetailRoute');
const NewslettersRoute = lazyNamed(() => import('./routes/newsletters'), 'NewslettersRoute');
const NewsletterDetailRoute = lazyNamed(() => import('./routes/newsletter-detail'), 'NewsletterDetailRoute');
const EuraudaxRoute = lazyNamed(() => import('./routes/euraudax'), 'EuraudaxRoute');
const ContactRoute = lazyNamed(() => import('./routes/contact'), 'ContactRoute');
const BecomeMemberRoute = lazyNamed(() => import('./routes/become-member'), 'BecomeMemberRoute');
const InfoPageRoute = lazyNamed(() => import('./routes/info-page'), 'InfoPageRoute');
const UnsubscribeRoute = lazyNamed(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const AdminArea = lazyNamed(() => import('../admin/app/admin-area'), 'AdminArea');

/**
 * Every URL of the app (SPEC §2). Public pages sit inside the navbar/footer layout; the admin area has none.
 * Keep in step with server/contracts/app-routes.ts, which answers 404 for any other path.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="leden" element={<MembersRoute />} />
        <Route path="eigenwandeltochten" element={<OwnWalksRoute />} />
        <Route path="eigenwandeltochten/:id" element={<WalkDetailRoute list="own" />} />
        <Route path="wandeltochten" element={<WalksRoute />} />
        <Route path="wandeltochten/:id" element={<WalkDetailRoute list="other" />} />
        <Route path="nieuwsbrieven" element={<NewslettersRoute />} />
        <Route path="nieuwsbrieven/:id" element={<NewsletterDetailRoute />} />
        <Route path="euraudax" element={<EuraudaxRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="lidworden" element={<BecomeMemberRoute />} />
        <Route path="info/:slug" element={<InfoPageRoute />} />
        <Route path="unsubscribe" element={<UnsubscribeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route
        path="admin/*"
        element={
          <PageTransition>
            <Suspense fallback={null}>
              <AdminArea />
            </Suspense>
          </PageTransition>
        }
      />
    </Routes>
  );
}
