import { describe, expect, it } from 'vitest';
import { monthsBefore } from '../../server/infra/months-before';

describe('monthsBefore, for retention periods', () => {
  const before = (iso: string, months: number) => monthsBefore(new Date(iso), months).toISOString();

  it('goes back whole calendar months, keeping the time of day', () => {
    expect(before('2026-01-10T10:00:00.000Z', 12)).toBe('2025-01-10T10:00:00.000Z');
    expect(before('2026-03-15T23:59:59.999Z', 2)).toBe('2026-01-15T23:59:59.999Z');
    expect(before('2026-01-05T00:00:00.000Z', 120)).toBe('2016-01-05T00:00:00.000Z');
  });

  it('takes the last day of a month that lacks the day, instead of running into the next month', () => {
    expect(before('2026-03-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(before('2024-05-31T10:00:00.000Z', 3)).toBe('2024-02-29T10:00:00.000Z');
    expect(before('2026-07-31T10:00:00.000Z', 1)).toBe('2026-06-30T10:00:00.000Z');
  });
});
