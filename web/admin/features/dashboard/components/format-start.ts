import { parseLocalDateTime } from '../../../../lib/formatting';
import { dashboardTexts as texts } from '../texts';

/** A walk's start as the admin reads it: nl-BE date and time (the stored value is local Belgian time). */
export function formatStart(startDateTime: string | null): string {
  const date = parseLocalDateTime(startDateTime);
  if (!date || !startDateTime) return texts.noDate;
  const day = date.toLocaleDateString('nl-BE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return startDateTime.length >= 16 ? `${day}, ${startDateTime.slice(11, 16)}` : day;
}
