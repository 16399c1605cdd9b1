import './offline-banner.css';
import { useOfflineStatus } from '../../lib/offline-status';
import { offlineBannerText } from './texts';

/**
 * 'Je bent offline…' at the top of the page: when the browser is offline, or when what
 * the page shows came from the service worker's cache (offline, or the server did not answer), with
 * the date that copy was saved. The live region is always there, so screen readers announce the text.
 */
export function OfflineBanner() {
  // Each page starts afresh (web/app/route-data.tsx): the previous page's saved copies say nothing about this one.
  const status = useOfflineStatus();

  const text = offlineBannerText(status);
  return (
    <div role="status" className="offline-banner-region">
      {text && <p className="offline-banner">{text}</p>}
    </div>
  );
}
