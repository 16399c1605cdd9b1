import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { startOutbox } from '../outbox/start-outbox';
import { AdminLayout } from './admin-layout';
import { LoginPage } from './login-page';
import { RequireAdmin } from './require-admin';
import { ScreenAccess } from './screen-access';
import './admin.css';
import { adminPaths, adminRoutePath, adminScreens, publicPaths } from '../../../server/contracts';

// Each page module in its own chunk, so opening the dashboard does not load the editor or the member table.
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/*/*-page.tsx');

function pageModule(page: string) {
  const load = pageModules[`../features/${page}.tsx`];
  if (!load) throw new Error(`Geen beheerscherm ${page}`);
  return load;
}

/** `members/members-page` exports `MembersPage`. */
const componentName = (page: string) =>
  (page.split('/').pop() ?? page)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** One component per page module: the new walk and a walk's edit screen are the same screen. */
const screenPages = new Map(
  [...new Set(Object.values(adminScreens).map((screen) => screen.page))].map((page) => [
    page,
    lazyNamed(pageModule(page), componentName(page)),
  ]),
);
const loadEditor = () => import('../editor/rich-text-editor');
// Used once in a club's life, or in an admin's: not among the screens loaded ahead for offline use.
const SetupPage = lazyNamed(pageModule('setup/setup-page'), 'SetupPage');
const SetPasswordPage = lazyNamed(pageModule('set-password/set-password-page'), 'SetPasswordPage');
const ForgotPasswordPage = lazyNamed(pageModule('forgot-password/forgot-password-page'), 'ForgotPasswordPage');

/**
 * The service worker does not precache the admin's code on walkers' phones: an administrator's
 * browser loads every screen (and the editor) once it is idle, so each one opens offline later.
 */
function warmUpForOffline(): void {
  if (!navigator.onLine) return;
  const loadAll = () => {
    for (const page of screenPages.keys()) pageModule(page)().catch(() => undefined);
    loadEditor().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(loadAll, { timeout: 5000 });
  else setTimeout(loadAll, 2000);
}

/**
 * The admin area (SPEC §2 "Admin layout"): its own lazy chunk, outside the public navbar and
 * footer. Every route but the login and the one-time links (the first start's setup, a new admin's
 * password) sits behind the guard. The offline outbox runs while it is open, the login included: a new
 * login resumes writes that waited for it.
 */
export function AdminArea() {
  useEffect(() => startOutbox(), []);
  useEffect(() => warmUpForOffline(), []);
  // The public site's router (web/lib/router.tsx) leaves react-router to the admin area's chunk: its
  // screens route relative to the same /admin/* as before, and navigate through react-router only.
  return (
    <BrowserRouter>
      <Routes>
        <Route path={publicPaths.admin} element={<AdminScreens />} />
      </Routes>
    </BrowserRouter>
  );
}

function AdminScreens() {
  return (
    <Routes>
      <Route path={adminRoutePath(adminPaths.login)} element={<LoginPage />} />
      <Route path={adminRoutePath(adminPaths.setup)} element={<SetupPage />} />
      <Route path={adminRoutePath(adminPaths.setPassword)} element={<SetPasswordPage />} />
      <Route path={adminRoutePath(adminPaths.forgotPassword)} element={<ForgotPasswordPage />} />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminLayout />}>
          {Object.entries(adminScreens).map(([name, screen]) => {
            const Page = screenPages.get(screen.page);
            if (!Page) return null;
            // Here once for every screen: a role that may not use it reads why, and its page never loads.
            const element = (
              <ScreenAccess screen={screen}>
                <Page />
              </ScreenAccess>
            );
            // The dashboard is the area's own path: its index route.
            if (screen.path === adminPaths.dashboard) return <Route key={name} index element={element} />;
            return <Route key={name} path={adminRoutePath(screen.path)} element={element} />;
          })}
          <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
