import { useSiteConfig } from '../../../lib/site-config';
import { calendarFeedUrls, walkCalendarUrl } from '../api/calendar-urls';
import type { Event } from '../api/get-walk';
import './calendar-links.css';
import { calendarTexts as texts } from './calendar-texts';

/** Walk detail: the walk as an .ics file to open in the visitor's agenda; a walk without a date has none. */
export function AddWalkToCalendar({ walk }: { walk: Pick<Event, 'id' | 'startDateTime'> }) {
  if (!walk.startDateTime) return null;
  return (
    <p className="calendar-add">
      <a className="button" href={walkCalendarUrl(walk.id)} download>
        {texts.addWalk}
      </a>
    </p>
  );
}

/** Walk lists: subscribe to the calendar of all upcoming walks, with ways in for a browser without an agenda app. */
export function SubscribeToCalendar() {
  // The site's own address: the same in the server's HTML and in the browser that hydrates it.
  const publicUrl = useSiteConfig()?.publicUrl;
  const urls = calendarFeedUrls(publicUrl ? new URL(publicUrl) : window.location);
  return (
    <div className="calendar-subscribe">
      <a className="button" href={urls.subscribe}>
        {texts.subscribe}
      </a>
      <p>
        {texts.subscribeHint} {texts.noApp} <a href={urls.google}>{texts.google}</a> {texts.or}{' '}
        <a href={urls.file}>{texts.downloadFile}</a>.
      </p>
    </div>
  );
}
