import { useEffect } from 'react';
import { useOutboxRevision } from '../../../outbox/use-outbox';
import { refreshDashboard } from './get-dashboard';

/** Often enough for a badge to follow a new message, seldom enough to cost nothing. */
const refreshMs = 60_000;

/**
 * Keeps the dashboard's answer current for the sidebar's badges: on every screen the admin opens,
 * after the outbox sent its writes, every minute while the tab is seen, and when it is seen again.
 */
export function useDashboardRefresh(pathname: string): void {
  const revision = useOutboxRevision();
  useEffect(() => {
    void refreshDashboard();
  }, [pathname, revision]);
  useEffect(() => {
    const whenSeen = () => {
      if (document.visibilityState === 'visible') void refreshDashboard();
    };
    const timer = setInterval(whenSeen, refreshMs);
    document.addEventListener('visibilitychange', whenSeen);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', whenSeen);
    };
  }, []);
}
