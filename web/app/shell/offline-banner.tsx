import './offline-banner.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { formatSavedAt, recordNavigation, showsOfflineBanner, useOfflineStatus } from '../../lib/offline-status';
import { shellTexts } from './texts';

/**
 * 'Je bent offline…' at the top of the page (issue 6): when the browser is offline, or when what
 * the page shows came from the service worker's cache, with the date that copy was saved.
 */
export function OfflineBanner() {
  const { key } = useLocation();
  const status = useOfflineStatus();
  // Each page starts afresh: the previous page's saved copies say nothing about this one.
  useEffect(() => recordNavigation(), [key]);

  if (!showsOfflineBanner(status)) return null;
  return (
    <p className="offline-banner" role="status">
      {status.savedAt ? shellTexts.offlineSavedAt(formatSavedAt(status.savedAt)) : shellTexts.offline}
    </p>
  );
}
