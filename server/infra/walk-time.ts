import type { EventRecord } from '../contracts';

export const clubTimeZone = 'Europe/Brussels';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: clubTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

let lastMinute = Number.NaN;
let lastLocal = '';

/** The Belgian wall-clock time of an instant, as "YYYY-MM-DDTHH:mm" (comparable as text). */
export function brusselsLocal(instant: Date): string {
  // Formatting is costly and every public walk list asks for it: reuse the answer within a minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastMinute) {
    const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
    lastLocal = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
    lastMinute = minute;
  }
  return lastLocal;
}

/** The calendar day in Belgium at an instant, as "YYYY-MM-DD": a member's first day, an age's reference. */
export function clubDay(instant: Date): string {
  return brusselsLocal(instant).slice(0, 10);
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * When a walk is over, in Belgian wall-clock time: its end time that day (the next day when
 * the end time is before the start, a night walk), else the end of its day.
 */
export function walkEndsAt(walk: Pick<EventRecord, 'startDateTime' | 'endTime'>): string | null {
  if (!walk.startDateTime) return null;
  const [date = '', startTime = ''] = walk.startDateTime.split('T');
  if (!walk.endTime) return `${nextDay(date)}T00:00`;
  return walk.endTime < startTime ? `${nextDay(date)}T${walk.endTime}` : `${date}T${walk.endTime}`;
}

/** A walk is upcoming until its end has passed; a walk without a date counts as past. */
export function isUpcoming(walk: Pick<EventRecord, 'startDateTime' | 'endTime'>, now: Date): boolean {
  return endsAfter(walk, brusselsLocal(now));
}

function endsAfter(walk: Pick<EventRecord, 'startDateTime' | 'endTime'>, localNow: string): boolean {
  const end = walkEndsAt(walk);
  return end !== null && end > localNow;
}

/** Upcoming walks by start ascending, then past ones by start descending (undated last). */
export function splitByTime<T extends Pick<EventRecord, 'startDateTime' | 'endTime'>>(
  walks: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const localNow = brusselsLocal(now);
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const walk of walks) (endsAfter(walk, localNow) ? upcoming : past).push(walk);
  return { upcoming: upcoming.sort(compareStart), past: past.sort((a, b) => compareStart(b, a)) };
}

function compareStart(a: Pick<EventRecord, 'startDateTime'>, b: Pick<EventRecord, 'startDateTime'>): number {
  const x = a.startDateTime ?? '';
  const y = b.startDateTime ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: clubTimeZone, timeZoneName: 'longOffset' });

/** Minutes ahead of UTC in Brussels at an instant: 60 in winter, 120 in summer. */
function offsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A Belgian wall-clock time "YYYY-MM-DDTHH:mm" as ISO 8601 with the offset of its own date, e.g.
 * "2027-03-28T10:00:00+02:00"; null for a date that does not exist (31 February).
 */
export function withBrusselsOffset(local: string): string | null {
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== local) return null;
  // The offset at the wall time read as UTC is at most an hour off the truth; checked once more at
  // the instant it gives, it is right (within the hour the clocks change, it takes the later offset).
  const offset = offsetMinutes(wall - offsetMinutes(wall) * 60_000);
  const size = Math.abs(offset);
  return `${local}:00${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/**
 * A walk's start and end as ISO 8601 with their Brussels offset (a night walk ends the next day);
 * end null without an end time, the whole null without a valid start.
 */
export function walkSchedule(
  walk: Pick<EventRecord, 'startDateTime' | 'endTime'>,
): { start: string; end: string | null } | null {
  const start = walk.startDateTime ? withBrusselsOffset(walk.startDateTime) : null;
  if (!start) return null;
  const endLocal = walk.endTime ? walkEndsAt(walk) : null;
  return { start, end: endLocal ? withBrusselsOffset(endLocal) : null };
}
