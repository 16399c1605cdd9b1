import { useId } from 'react';
import { useClubName } from '../../../lib/site-config';
import { componentTexts } from '../../components/texts';
import { LoadFailure } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import { useMayOpen } from '../../session/may-open';
import { refreshDashboard, useDashboardStore } from './api/get-dashboard';
import { DatabaseCheck } from './components/database-check';
import { NextWalk } from './components/next-walk';
import { TodoList } from './components/todo-list';
import { itemScreens } from './item-links';
import { dashboardTexts as texts } from './texts';
import './dashboard.css';

/**
 * SPEC §2: a welcome, what needs doing (the layout asks the server on every visit and each minute),
 * the next own walk, and the button that tests the connection with the database; each item only
 * for a role that may do it.
 */
export function DashboardPage() {
  const clubName = useClubName();
  const answer = useDashboardStore((state) => state.answer);
  const error = useDashboardStore((state) => state.error);
  const connectionId = useId();
  const mayOpen = useMayOpen();

  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.welcome(clubName)}</p>
      <p>{texts.intro}</p>
      {answer ? (
        <div className="admin-dashboard">
          <TodoList answer={answer} />
          {mayOpen(itemScreens.nextOwnWalk) && <NextWalk walk={answer.nextOwnWalk} />}
        </div>
      ) : error ? (
        <LoadFailure message={failureText(texts.loadFailed, error)} onRetry={() => void refreshDashboard()} />
      ) : (
        <p role="status">{componentTexts.loading}</p>
      )}
      <section aria-labelledby={connectionId} className="admin-dashboard-section">
        <h2 id={connectionId}>{texts.connectionTitle}</h2>
        <DatabaseCheck />
      </section>
    </>
  );
}
