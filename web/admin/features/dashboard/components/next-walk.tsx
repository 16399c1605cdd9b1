import { useId } from 'react';
import { Link } from 'react-router';
import { adminPaths, adminWalkPath } from '../../../../../server/contracts/admin-paths';
import type { NextOwnWalk } from '../../../../../server/contracts/dashboard';
import { dashboardTexts as texts } from '../texts';
import { formatStart } from './format-start';

/** The next own walk, published or not, with or without a banner, and the way to its edit screen. */
export function NextWalk({ walk }: { walk: NextOwnWalk | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="admin-dashboard-section">
      <h2 id={headingId}>{texts.nextWalkTitle}</h2>
      {walk ? (
        <>
          <p>
            <Link to={adminWalkPath(walk)}>{walk.name}</Link>
            <br />
            {formatStart(walk.startDateTime)}
          </p>
          <ul className="admin-walk-state">
            <li data-done={walk.published}>{walk.published ? texts.published : texts.notPublished}</li>
            <li data-done={walk.hasBanner}>{walk.hasBanner ? texts.withBanner : texts.withoutBanner}</li>
          </ul>
        </>
      ) : (
        <p>
          {texts.noNextWalk} <Link to={adminPaths.newWalk}>{texts.newWalk}</Link>
        </p>
      )}
    </section>
  );
}
