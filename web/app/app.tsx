import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { UpdatePrompt } from './shell/update-prompt';

/** The root: providers wrap the routes here as the app grows (session, outbox status). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      {/* After the routes: the skip link stays the first stop for the keyboard, on public and admin pages alike. */}
      <UpdatePrompt />
    </BrowserRouter>
  );
}
