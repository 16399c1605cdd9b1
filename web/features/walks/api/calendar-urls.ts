import { apiPaths } from '../../../../server/contracts/api-paths';

/** One walk as an .ics file to add to an agenda. */
export const walkCalendarUrl = apiPaths.events.walkCalendar;

/**
 * Where to subscribe to the walk calendar: webcal:// opens the visitor's agenda app, which then
 * fetches the feed itself and keeps it up to date; the https address is the same file, for a browser
 * without such an app; Google Calendar (Android's usual agenda, which does not answer webcal links)
 * subscribes through its own page.
 */
export function calendarFeedUrls(site: Pick<Location, 'host' | 'origin'>) {
  const subscribe = `webcal://${site.host}${apiPaths.events.calendar}`;
  return {
    subscribe,
    file: `${site.origin}${apiPaths.events.calendar}`,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(subscribe)}`,
  };
}
