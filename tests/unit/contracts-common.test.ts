import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  blankToNull,
  dateSchema,
  idPattern,
  localDateTimeSchema,
  publishPayloadSchema,
  recordMetaSchema,
  slugSchema,
  timeOfDaySchema,
} from '../../server/contracts';

/** Every message a client's form could list for `value`, in order (empty: taken). */
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('a form field left empty', () => {
  it('is none; other text is trimmed; what is not text is left to the schema', () => {
    expect(blankToNull('')).toBeNull();
    expect(blankToNull('  \t ')).toBeNull();
    expect(blankToNull('  Kerkstraat ')).toBe('Kerkstraat');
    expect(blankToNull(3)).toBe(3);
    expect(blankToNull(null)).toBeNull();
    expect(blankToNull(undefined)).toBeUndefined();
  });
});

describe('a record id in a path or query', () => {
  it('is a positive integer of at most 15 digits, written plainly', () => {
    for (const id of ['1', '9', '10', '250', '123456789012345']) expect(idPattern.test(id), id).toBe(true);
    for (const id of ['', '0', '01', '-1', '+1', '1.0', '1e3', ' 1', '1 ', 'a1', '1a', '1a2', '1234567890123456']) {
      expect(idPattern.test(id), JSON.stringify(id)).toBe(false);
    }
  });
});

describe('the id, version and time of a stored record', () => {
  it('are a positive id, a version from 1 and an ISO time', () => {
    const meta = { id: 1, version: 1, updatedAt: '2026-03-01T10:00:00.000Z' };
    expect(recordMetaSchema.parse(meta)).toEqual(meta);
    for (const wrong of [{ id: 0 }, { id: 1.5 }, { version: 0 }, { updatedAt: '1 maart 2026' }, { id: undefined }]) {
      expect(recordMetaSchema.safeParse({ ...meta, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

describe('dates and times', () => {
  it('a start is a local date and time to the minute', () => {
    for (const taken of [
      '2026-01-01T00:00',
      '2026-09-09T09:09',
      '2026-10-10T10:10',
      '2026-12-15T19:59',
      '2026-11-20T20:00',
      '2026-05-29T23:30',
      '2026-05-30T12:00',
      '2026-05-31T12:00',
    ]) {
      expect(messagesOf(localDateTimeSchema, taken), taken).toEqual([]);
    }
    for (const refused of [
      '2026-00-10T08:00',
      '2026-13-10T08:00',
      '2026-05-00T08:00',
      '2026-05-32T08:00',
      '2026-05-10T24:00',
      '2026-05-10T08:60',
      '2026-05-10 08:00',
      'x026-05-10T08:00',
      '026-05-10T08:00x',
      '2026-5-10T08:00',
    ]) {
      expect(messagesOf(localDateTimeSchema, refused), refused).toEqual(['Ongeldige datum en tijd.']);
    }
  });

  it('a date or time with something after it is refused once, with the same message', () => {
    expect(messagesOf(localDateTimeSchema, '2026-05-10T08:00:00')).toEqual(['Ongeldige datum en tijd.']);
    expect(messagesOf(localDateTimeSchema, `2026-05-10T08:00${'0'.repeat(100_000)}`)).toEqual([
      'Ongeldige datum en tijd.',
    ]);
    expect(messagesOf(timeOfDaySchema, '08:000')).toEqual(['Ongeldig tijdstip.']);
    expect(messagesOf(dateSchema, '2026-05-100')).toEqual(['Ongeldige datum.']);
  });

  it('a time of day is hours and minutes', () => {
    for (const taken of ['00:00', '09:59', '13:30', '19:05', '20:00', '23:59']) {
      expect(messagesOf(timeOfDaySchema, taken), taken).toEqual([]);
    }
    for (const refused of ['24:00', '12:60', '8:00', '08h00', 'x08:00', '08:00x', '']) {
      expect(messagesOf(timeOfDaySchema, refused), refused).toEqual(['Ongeldig tijdstip.']);
    }
  });

  it('a date is a calendar day', () => {
    for (const taken of [
      '1970-01-01',
      '2026-09-09',
      '2026-10-10',
      '2026-12-15',
      '2026-02-20',
      '2026-05-30',
      '2026-05-31',
    ]) {
      expect(messagesOf(dateSchema, taken), taken).toEqual([]);
    }
    for (const refused of [
      '2026-00-10',
      '2026-13-10',
      '2026-05-00',
      '2026-05-32',
      '2026-5-10',
      '10-05-2026',
      'x026-05-10',
      '026-05-10x',
      '2026-05-1a',
    ]) {
      expect(messagesOf(dateSchema, refused), refused).toEqual(['Ongeldige datum.']);
    }
  });
});

describe('an address', () => {
  it('is trimmed, each part none when left out, each part held to its own maximum', () => {
    expect(addressSchema.parse({ street: '  Kerkstraat ', city: 'Aartrijke' })).toEqual({
      street: 'Kerkstraat',
      houseNumber: null,
      busNumber: null,
      city: 'Aartrijke',
      postalCode: null,
      country: null,
    });
    expect(messagesOf(addressSchema, { street: 'x'.repeat(201) })).toEqual([
      'Straat is te lang (maximaal 200 tekens).',
    ]);
    expect(messagesOf(addressSchema, { city: 'Aartrijke\nBrugge' })).toEqual([
      'Stad mag geen regeleinden of andere stuurtekens bevatten.',
    ]);
  });
});

describe('the link of an info page', () => {
  it('is lower-case letters, digits and single dashes between them', () => {
    expect(slugSchema.parse('  info-over-ons ')).toBe('info-over-ons');
    expect(slugSchema.parse('2026')).toBe('2026');
    // The form shows the first message of a field.
    expect(messagesOf(slugSchema, '')[0]).toBe('Link is verplicht.');
    expect(messagesOf(slugSchema, '   ')[0]).toBe('Link is verplicht.');
    for (const refused of ['Info', 'info over ons', '-info', 'info-', 'info--ons', 'info/ons', 'één']) {
      expect(messagesOf(slugSchema, refused), refused).toEqual([
        'De link mag enkel kleine letters, cijfers en koppeltekens bevatten.',
      ]);
    }
    expect(messagesOf(slugSchema, 'x'.repeat(101))).toEqual(['Link is te lang (maximaal 100 tekens).']);
  });
});

describe('a publish call', () => {
  it('says published true or false, nothing else', () => {
    expect(publishPayloadSchema.parse({ published: true })).toEqual({ published: true });
    expect(publishPayloadSchema.parse({ published: false, extra: 1 })).toEqual({ published: false });
    for (const wrong of [{}, { published: 'ja' }, { published: 1 }, null]) {
      expect(publishPayloadSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
