import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { useServerHeadUntilNavigation } from './shell/server-head';
import { UpdatePrompt } from './shell/update-prompt';

/** The root: providers wrap the routes here as the app grows (session, outbox status). */
export function App() {
  return (
    <BrowserRouter>
      <ServerHead />
      <AppRoutes />
      {/* After the routes: the skip link stays the first stop for the keyboard, on public and admin pages alike. */}
      <UpdatePrompt />
    </BrowserRouter>
  );
}

function ServerHead() {
  useServerHeadUntilNavigation();
  return null;
}
