import { calendarPath } from '../../../../server/contracts/app-routes';

export { walkCalendarPath as walkCalendarUrl } from '../../../../server/contracts/app-routes';

/**
 * Where to subscribe to the walk calendar: webcal:// opens the visitor's agenda app, which then
 * fetches the feed itself and keeps it up to date; the https address is the same file, for a browser
 * without such an app; Google Calendar (Android's usual agenda, which does not answer webcal links)
 * subscribes through its own page.
 */
export function calendarFeedUrls(site: Pick<Location, 'host' | 'origin'>) {
  const subscribe = `webcal://${site.host}${calendarPath}`;
  return {
    subscribe,
    file: `${site.origin}${calendarPath}`,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(subscribe)}`,
  };
}
