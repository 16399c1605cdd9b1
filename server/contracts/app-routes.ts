import { trimTrailingSlashes } from './trim';

/**
 * The paths of the web app (SPEC §2). The server answers any other path with status 404 (and
 * the app shell, which shows its not-found page), so search engines do not index made-up URLs.
 * Keep in step with the routes in web/app/router.tsx.
 */
const appRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/leden$/,
  /^\/eigenwandeltochten(\/[^/]+)?$/,
  /^\/wandeltochten(\/[^/]+)?$/,
  /^\/nieuwsbrieven(\/[^/]+)?$/,
  /^\/euraudax$/,
  /^\/contact$/,
  /^\/lidworden$/,
  /^\/info\/[^/]+$/,
  /^\/unsubscribe$/,
  // The admin screens (web/admin/app/admin-area.tsx), and no other path under /admin: `/admin/API/me`
  // is no page, so it must not answer 200 as if it were one.
  /^\/admin(\/(login|leden|wandeltochten|nieuwsbrieven|info|settings))?$/,
  /^\/admin\/wandeltochten\/(new|edit\/[^/]+)$/,
  /^\/admin\/(nieuwsbrieven|info)\/[^/]+$/,
];

export function isAppPath(path: string): boolean {
  const trimmed = trimTrailingSlashes(path) || '/';
  return appRoutePatterns.some((pattern) => pattern.test(trimmed));
}

/** The walk calendar: every upcoming published walk, for agenda apps to subscribe to. */
export const calendarPath = '/api/events/calendar.ics';

/** One walk as an .ics file to add to an agenda. */
export const walkCalendarPath = (id: number | string) => `/api/events/${encodeURIComponent(String(id))}/calendar.ics`;

/** The RSS feed of the published newsletters. */
export const newsletterFeedPath = '/api/newsletters/feed.xml';
