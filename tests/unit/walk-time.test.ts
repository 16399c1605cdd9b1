import { describe, expect, it } from 'vitest';
import { walkSchedule, withBrusselsOffset } from '../../server/infra/walk-time';

describe('Belgian wall-clock times with their offset', () => {
  it('gives each date its own offset, on both sides of both clock changes', () => {
    expect(withBrusselsOffset('2027-01-16T09:00')).toBe('2027-01-16T09:00:00+01:00');
    expect(withBrusselsOffset('2027-03-27T10:00')).toBe('2027-03-27T10:00:00+01:00');
    expect(withBrusselsOffset('2027-03-28T10:00')).toBe('2027-03-28T10:00:00+02:00');
    expect(withBrusselsOffset('2027-07-10T23:30')).toBe('2027-07-10T23:30:00+02:00');
    expect(withBrusselsOffset('2027-10-30T22:00')).toBe('2027-10-30T22:00:00+02:00');
    expect(withBrusselsOffset('2027-10-31T10:00')).toBe('2027-10-31T10:00:00+01:00');
    // Just before and after the spring change at 02:00, and in the hour that does not exist.
    expect(withBrusselsOffset('2027-03-28T01:59')).toBe('2027-03-28T01:59:00+01:00');
    expect(withBrusselsOffset('2027-03-28T03:00')).toBe('2027-03-28T03:00:00+02:00');
    expect(new Date(withBrusselsOffset('2027-03-28T02:30')!).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('names the same instant as the wall-clock time in Brussels', () => {
    const shown = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Brussels',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (const local of ['2026-12-06T08:00', '2027-06-19T21:00', '2027-10-31T03:30', '2028-02-29T12:15']) {
      const iso = withBrusselsOffset(local)!;
      expect(shown.format(new Date(iso)).replace(' ', 'T')).toBe(local);
    }
  });

  it('refuses a date that does not exist', () => {
    expect(withBrusselsOffset('2027-02-31T10:00')).toBeNull();
    expect(walkSchedule({ startDateTime: '2027-02-30T10:00', endTime: '12:00' })).toBeNull();
  });

  it('ends a night walk the next day, and has no end without an end time', () => {
    expect(walkSchedule({ startDateTime: '2027-06-19T21:00', endTime: '05:00' })).toEqual({
      start: '2027-06-19T21:00:00+02:00',
      end: '2027-06-20T05:00:00+02:00',
    });
    expect(walkSchedule({ startDateTime: '2027-06-19T09:00', endTime: null })).toEqual({
      start: '2027-06-19T09:00:00+02:00',
      end: null,
    });
    expect(walkSchedule({ startDateTime: null, endTime: '12:00' })).toBeNull();
  });
});
