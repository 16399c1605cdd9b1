/** The walk calendar (server/events/calendar.ts): every upcoming published walk, for agenda apps. */
export const calendarFeedPath = '/api/events/calendar.ics';

/** GET /api/events/{id}/calendar.ics: one walk as a file to add to an agenda. */
export function walkCalendarUrl(id: string | number): string {
  return `/api/events/${encodeURIComponent(String(id))}/calendar.ics`;
}

/**
 * Where to subscribe to the feed: webcal:// opens the visitor's agenda app, which then fetches the
 * feed itself and keeps it up to date; the https address is the same file, for a browser without
 * such an app; Google Calendar (Android's usual agenda, which does not answer webcal links) subscribes
 * through its own page.
 */
export function calendarFeedUrls(site: Pick<Location, 'host' | 'origin'>) {
  const subscribe = `webcal://${site.host}${calendarFeedPath}`;
  return {
    subscribe,
    file: `${site.origin}${calendarFeedPath}`,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(subscribe)}`,
  };
}
