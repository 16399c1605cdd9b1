/** Dates, times and addresses as the public pages show them (SPEC §2 "Walk card", "Walk detail", "Newsletters"). */
import { formatWalkStart, joinAddress } from '../../server/contracts/page-heads';

type AddressParts = {
  street?: string | null;
  houseNumber?: string | null;
  busNumber?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country?: string | null;
};

/** A location as a walk card shows it: a plain string as is, an address joined by commas, else 'N/A'. */
export function formatLocation(location: string | AddressParts | null | undefined): string {
  if (typeof location === 'string') return location.trim() || 'N/A';
  return joinAddress(location) || 'N/A';
}

// One join for the pages and for the head the server writes (server/contracts/page-heads.ts).
export { joinAddress };

/**
 * "YYYY-MM-DDTHH:mm" (a walk's local Belgian time) as a Date whose local fields are those numbers.
 * Parsed by hand: Date.parse of a string without zone differs between browsers.
 */
export function parseLocalDateTime(value: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month, day, hours = '0', minutes = '0'] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes));
  return Number.isNaN(date.getTime()) || date.getDate() !== Number(day) ? undefined : date;
}

/**
 * A walk card's date: long month, numeric day and year in the browser's locale (or `locale`: the
 * server's HTML and its hydration say nl-BE); '' when missing or invalid.
 */
export function formatWalkDate(value: string | null | undefined, locale?: string): string {
  const date = parseLocalDateTime(value);
  return date ? date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }) : '';
}

/** Walk detail: the weekday and date with the start time and, when known, the end time. */
export function formatWalkDateTime(
  startDateTime: string | null | undefined,
  endTime: string | null | undefined,
): string {
  const start = formatWalkStart(startDateTime);
  return start && endTime ? `${start} – ${endTime}` : start;
}

/** A newsletter's date in the long nl-BE format (SPEC §2 "Newsletters"); '' when invalid. */
export function formatLongDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  // In the club's time zone: the server (often on UTC) and the walker's phone must name the same day.
  return date.toLocaleDateString('nl-BE', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Brussels',
  });
}

const dayFormat = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Brussels',
});
const timeFormat = new Intl.DateTimeFormat('nl-BE', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Brussels',
});

/** 'zaterdag 21 november 2026 om 14:05', Belgian time (the club's, wherever the phone is set). */
export function formatSavedAt(date: Date): string {
  return `${dayFormat.format(date)} om ${timeFormat.format(date)}`;
}

let euro: Intl.NumberFormat | undefined;

/** An amount in euro as read in Belgium: 15 as '€ 15,00', 1234.5 as '€ 1.234,50'. */
export function formatEuro(amount: number): string {
  euro ??= new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}
