import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { PageTransition } from './page-transition';

const AdminArea = lazyNamed(() => import('../../admin/app/admin-area'), 'AdminArea');

/** /admin/*: the admin area, in its own chunks, loaded only when an administrator opens it. */
export function AdminRoute() {
  return (
    <PageTransition>
      <Suspense fallback={null}>
        <AdminArea />
      </Suspense>
    </PageTransition>
  );
}
