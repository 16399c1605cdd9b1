import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { publicPaths } from '../../server/contracts/public-paths';
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
 * Every URL of the app (SPEC §2), each path from server/contracts/public-paths.ts (the server answers 404
 * for any other). Public pages sit inside the navbar/footer layout; the admin area has none.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={publicPaths.members} element={<MembersRoute />} />
        <Route path={publicPaths.ownWalks} element={<OwnWalksRoute />} />
        <Route path={publicPaths.ownWalk} element={<WalkDetailRoute list="own" />} />
        <Route path={publicPaths.walks} element={<WalksRoute />} />
        <Route path={publicPaths.walk} element={<WalkDetailRoute list="other" />} />
        <Route path={publicPaths.newsletters} element={<NewslettersRoute />} />
        <Route path={publicPaths.newsletter} element={<NewsletterDetailRoute />} />
        <Route path={publicPaths.euraudax} element={<EuraudaxRoute />} />
        <Route path={publicPaths.contact} element={<ContactRoute />} />
        <Route path={publicPaths.becomeMember} element={<BecomeMemberRoute />} />
        <Route path={publicPaths.infoPage} element={<InfoPageRoute />} />
        <Route path={publicPaths.unsubscribe} element={<UnsubscribeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route
        path={publicPaths.admin}
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
