/**
 * A creation or update time in nl-BE, date and time (SPEC §2 "locale formatted", §9 "newsletter dates nl-BE"),
 * on the club's clock, also for an admin whose laptop is set to another time zone.
 */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('nl-BE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Brussels' });
}
