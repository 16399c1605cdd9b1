import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

/** The root: providers wrap the routes here as the app grows (session, outbox status). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
