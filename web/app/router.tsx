import { Route, Routes } from 'react-router';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PublicLayout } from './shell/public-layout';

/** Every URL of the app. Public pages sit inside the navbar/footer layout; the admin area will get its own. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
