import { Outlet } from '../lib/router';
import { useServerHeadUntilNavigation } from './shell/server-head';
import { UpdatePrompt } from './shell/update-prompt';

/** The root route: every page, public or admin, with what runs around them. */
export function AppRoot() {
  useServerHeadUntilNavigation();
  return (
    <>
      <Outlet />
      {/* After the routes: the skip link stays the first stop for the keyboard, on public and admin pages alike. */}
      <UpdatePrompt />
    </>
  );
}
