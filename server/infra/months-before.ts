/**
 * The moment `months` calendar months before `moment` (UTC), for retention periods: a day that the
 * earlier month lacks becomes its last day (31 May minus 3 months is 28 or 29 February, not 3 March).
 */
export function monthsBefore(moment: Date, months: number): Date {
  const result = new Date(moment);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
