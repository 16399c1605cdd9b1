import type { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type ICalGenerator from 'ical-generator';
import type { escape as escapeText, ICalCalendar, ICalEventData, ICalLocation } from 'ical-generator';
import type { DateTime as LuxonDateTime } from 'luxon';
import { createRequire } from 'node:module';
import type { EventRecord } from '../contracts';
import { apiPaths } from '../contracts/api-paths';
import { walkPath } from '../contracts/public-paths';
import { joinAddress, shortText } from '../contracts/page-heads';
import { trimOf } from '../contracts/trim';
import { NotFoundError } from '../errors';
import { storedRichTextToPlain } from '../infra/rich-text';
import { absoluteUrl } from '../infra/absolute-urls';
import type { ClubSite } from '../settings/club-site';
import type { Store } from '../store';
import { publishedWalks } from './service';
import { brusselsLocal, clubTimeZone, splitByTime, walkSchedule } from '../infra/walk-time';

export const calendarTexts = {
  name: (clubName: string) => `Wandeltochten van ${clubName}`,
  description: (clubName: string) => `De komende wandeltochten van ${clubName}, van de club en van andere clubs.`,
  product: 'Wandelkalender',
  distances: (distances: string) => `Afstanden: ${distances}`,
  moreInfo: (url: string) => `Meer info: ${url}`,
  noDate: 'Deze wandeltocht heeft nog geen datum.',
  fileName: 'wandeltocht',
} as const;

/** The club's name of this moment and PUBLIC_URL. */
type CalendarSite = Pick<ClubSite, 'clubName' | 'publicUrl'>;

/** What a calendar entry needs of a walk; a stored record and the client's Event both fit. */
export type CalendarWalk = Pick<
  EventRecord,
  | 'id'
  | 'version'
  | 'updatedAt'
  | 'name'
  | 'intro'
  | 'description'
  | 'startDateTime'
  | 'endTime'
  | 'distances'
  | 'location'
  | 'own'
>;

// Subscribed calendars (Apple, Thunderbird; Google keeps its own pace) look for changes this often.
const refreshSeconds = 4 * 60 * 60;
const maxDescription = 1000;

// Required on the first calendar request: most visitors never ask for one, so the server need not carry it.
const require = createRequire(import.meta.url);
type Libraries = {
  ical: typeof ICalGenerator;
  escape: typeof escapeText;
  vtimezone: typeof getVtimezoneComponent;
  DateTime: typeof LuxonDateTime;
};
let libraries: Libraries | undefined;
function load(): Libraries {
  if (!libraries) {
    const generator = require('ical-generator') as typeof import('ical-generator');
    const zones = require('@touch4it/ical-timezones') as typeof import('@touch4it/ical-timezones');
    const { DateTime } = require('luxon') as typeof import('luxon');
    libraries = { ical: generator.default, escape: generator.escape, vtimezone: zones.getVtimezoneComponent, DateTime };
  }
  return libraries;
}

function newCalendar(config: CalendarSite, walks: readonly CalendarWalk[]): ICalCalendar {
  const { ical, vtimezone } = load();
  // PRODID is written as it is: no "//" in it (clubSiteOf already took out control characters).
  const company = config.clubName.replaceAll('//', '/');
  const calendar = ical({ prodId: { company, product: calendarTexts.product, language: 'NL' } });
  // The zone is named per event, not on the calendar: ical-generator writes DTSTAMP and LAST-MODIFIED
  // in the calendar's zone without the "Z" RFC 5545 requires. With the generator set it still adds
  // the VTIMEZONE of every zone its events use. An empty feed names it anyway, so the calendar
  // keeps the one component RFC 5545 asks for.
  calendar.timezone({ name: walks.length === 0 ? clubTimeZone : null, generator: vtimezone });
  for (const walk of walks) {
    const event = toCalendarEvent(config, walk);
    if (event) calendar.createEvent(event);
  }
  return calendar;
}

/** Every published walk whose end has not passed, own, other and euraudax alike, soonest first. */
export function upcomingWalks(store: Store, now: Date): EventRecord[] {
  return splitByTime(publishedWalks(store), now).upcoming;
}

/**
 * The upcoming walks for the subscription feed, with a key for its cached copy. Calendar apps poll
 * the feed: which walks are upcoming is worked out once a minute (at most), and the key changes only
 * when the walks changed or one has ended.
 */
export function upcomingCalendarWalks(store: Store, now: () => Date): () => { key: string; walks: EventRecord[] } {
  let upcoming = { minute: '', key: '', walks: [] as EventRecord[] };
  return () => {
    const minute = `${store.events.revision}.${brusselsLocal(now())}`;
    if (minute !== upcoming.minute) {
      const walks = upcomingWalks(store, now());
      upcoming = { minute, key: `${store.events.revision}.${walks.map((walk) => walk.id).join(',')}`, walks };
    }
    return upcoming;
  };
}

/** The subscription feed: the given walks (the upcoming published ones), refreshed every few hours. */
export function calendarFeed(config: CalendarSite, walks: readonly CalendarWalk[]): string {
  const { escape } = load();
  const calendar = newCalendar(config, walks);
  // ical-generator writes these two without escaping; they are TEXT, where "," and ";" need a backslash.
  calendar.name(escape(calendarTexts.name(config.clubName), false));
  calendar.description(escape(calendarTexts.description(config.clubName), false));
  calendar.source(absoluteUrl(config, apiPaths.events.calendar));
  calendar.ttl(refreshSeconds);
  if (walks.length > 0) calendar.x('X-WR-TIMEZONE', clubTimeZone);
  return calendar.toString();
}

/**
 * One walk to add to an agenda. No calendar name: Outlook would open a file with one as a
 * new calendar instead of an appointment.
 */
export function walkCalendar(config: CalendarSite, walk: CalendarWalk): string {
  if (!walkSchedule(walk)) throw new NotFoundError(calendarTexts.noDate);
  return newCalendar(config, [walk]).toString();
}

/** A readable ASCII file name from the walk's name and date, e.g. "houtlandtocht-2027-03-28.ics". */
export function calendarFileName(walk: Pick<CalendarWalk, 'name' | 'startDateTime'>): string {
  const slug = walk.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);
  const name = trimOf(slug, '-');
  const date = walk.startDateTime?.slice(0, 10);
  return `${[name || calendarTexts.fileName, date].filter(Boolean).join('-')}.ics`;
}

function toCalendarEvent(config: CalendarSite, walk: CalendarWalk): ICalEventData | null {
  const schedule = walkSchedule(walk);
  if (!schedule) return null;
  // luxon times in Belgian time: with a Date, ical-generator would use the server's own time zone.
  const { DateTime } = load();
  const inBrussels = (iso: string) => DateTime.fromISO(iso, { zone: clubTimeZone });
  const url = absoluteUrl(config, walkPath(walk));
  const updated = new Date(walk.updatedAt);
  return {
    // Stable across requests and edits, so an agenda updates the entry instead of adding another.
    id: `walk-${walk.id}@${new URL(config.publicUrl).hostname}`,
    sequence: walk.version - 1,
    timezone: clubTimeZone,
    start: inBrussels(schedule.start),
    // Without an end time no DTEND: RFC 5545 reads that as ending at the start (a DTEND must be
    // later than DTSTART), and an invented duration would put a false end time in the agenda.
    end: schedule.end === null ? null : inBrussels(schedule.end),
    summary: walk.name,
    location: calendarLocation(walk.location),
    url,
    description: describe(walk, url),
    stamp: updated,
    lastModified: updated,
  };
}

function calendarLocation(location: CalendarWalk['location']): ICalLocation | null {
  if (!location) return null;
  const address = joinAddress(location);
  const geo = location.lat !== null && location.lon !== null ? { lat: location.lat, lon: location.lon } : undefined;
  if (address) return geo ? { title: address, geo } : { title: address };
  return geo ? { geo } : null;
}

function describe(walk: CalendarWalk, url: string): string {
  const text = [storedRichTextToPlain(walk.intro), storedRichTextToPlain(walk.description)]
    .filter(Boolean)
    .join('\n\n');
  const distances = walk.distances?.trim();
  return [shortText(text, maxDescription), distances && calendarTexts.distances(distances), calendarTexts.moreInfo(url)]
    .filter(Boolean)
    .join('\n\n');
}
