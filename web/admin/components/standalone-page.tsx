import type { ReactNode } from 'react';
import { PageMeta } from '../../components/page-meta';
import { pageHeadTexts } from '../../../server/contracts/page-heads';
import './standalone-page.css';

/**
 * A screen that a mailed or printed link opens outside the admin shell and its login guard (the first
 * start's setup, a new administrator's password): one column in the middle, its title as its heading,
 * and no place in search engines.
 */
export function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="admin-standalone">
      <PageMeta title={title} description={pageHeadTexts.admin.description} noindex />
      <div className="admin-standalone-panel">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
