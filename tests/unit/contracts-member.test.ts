import { describe, expect, it } from 'vitest';
import {
  boardOrderPayloadSchema,
  memberDataSchema,
  memberPayloadSchema,
  newMemberPayloadSchema,
  normalizeStoredMember,
  publicBoardMemberSchema,
  publicEuraudaxMemberSchema,
} from '../../server/contracts';
import { errorsOf } from '../helpers/field-errors';

const jan = { firstName: 'Jan', lastName: 'Peeters' };

describe('a member as stored', () => {
  it('needs a first and a last name; everything else has a default', () => {
    expect(memberDataSchema.parse({ firstName: ' Jan ', lastName: ' Peeters ' })).toEqual({
      firstName: 'Jan',
      lastName: 'Peeters',
      dateOfBirth: null,
      email: null,
      phoneNumber: null,
      gender: 'x',
      comments: null,
      active: true,
      role: 'MEMBER',
      boardTitle: null,
      boardMemberSortOrder: null,
      photoImageId: null,
      euraudax: false,
      euraudaxTitle: null,
      address: null,
      paid: false,
      clubportaal: null,
      finished: false,
      memberSince: null,
      erasedAt: null,
      newsletterUnsubscribed: false,
    });
  });

  it('answers the spec’s message for a missing or empty name', () => {
    expect(errorsOf(memberDataSchema, {})).toEqual({
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
    });
    expect(errorsOf(memberDataSchema, { firstName: '  ', lastName: ' ' })).toEqual({
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
    });
    expect(errorsOf(memberDataSchema, { firstName: 3, lastName: null })).toEqual({
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
    });
  });

  it('trims its texts and holds each to its maximum, with the field’s own message', () => {
    const member = memberDataSchema.parse({ ...jan, phoneNumber: ' 0470 12 34 56 ', boardTitle: ' Voorzitter ' });
    expect([member.phoneNumber, member.boardTitle]).toEqual(['0470 12 34 56', 'Voorzitter']);
    const longest = {
      firstName: 'x'.repeat(100),
      lastName: 'x'.repeat(100),
      phoneNumber: 'x'.repeat(40),
      comments: 'x'.repeat(5000),
      boardTitle: 'x'.repeat(100),
      euraudaxTitle: 'x'.repeat(100),
      clubportaal: 'x'.repeat(60),
      address: { street: 'x'.repeat(200), city: 'x'.repeat(120), country: 'x'.repeat(80) },
    };
    expect(errorsOf(memberDataSchema, longest)).toEqual({});
    const tooLong: Record<string, unknown> = Object.fromEntries(
      Object.entries(longest).map(([key, value]) => [key, typeof value === 'string' ? `${value}x` : value]),
    );
    tooLong.address = { houseNumber: 'x'.repeat(21), busNumber: 'x'.repeat(21), postalCode: 'x'.repeat(21) };
    expect(errorsOf(memberDataSchema, { ...tooLong, email: `${'a'.repeat(60)}@${'b'.repeat(191)}.be` })).toEqual({
      firstName: 'Voornaam is te lang (maximaal 100 tekens).',
      lastName: 'Achternaam is te lang (maximaal 100 tekens).',
      email: 'E-mail is te lang (maximaal 254 tekens).',
      phoneNumber: 'Telefoon is te lang (maximaal 40 tekens).',
      comments: 'Opmerkingen zijn te lang (maximaal 5.000 tekens).',
      boardTitle: 'Bestuursfunctie is te lang (maximaal 100 tekens).',
      euraudaxTitle: 'Euraudax-titel is te lang (maximaal 100 tekens).',
      clubportaal: 'Clubportaal-ID is te lang (maximaal 60 tekens).',
      'address.houseNumber': 'Huisnummer is te lang (maximaal 20 tekens).',
      'address.busNumber': 'Busnummer is te lang (maximaal 20 tekens).',
      'address.postalCode': 'Postcode is te lang (maximaal 20 tekens).',
    });
    expect(errorsOf(memberDataSchema, { ...jan, address: { street: 'x'.repeat(201) } })).toEqual({
      'address.street': 'Straat is te lang (maximaal 200 tekens).',
    });
  });

  it('keeps names, phone and titles on one line, and lets the comments span lines', () => {
    expect(errorsOf(memberDataSchema, { ...jan, lastName: 'Peeters\r\nBcc: x@y.be', boardTitle: 'a\tb' })).toEqual({
      lastName: 'Achternaam mag geen regeleinden of andere stuurtekens bevatten.',
      boardTitle: 'Bestuursfunctie mag geen regeleinden of andere stuurtekens bevatten.',
    });
    expect(memberDataSchema.parse({ ...jan, comments: 'regel 1\nregel 2' }).comments).toBe('regel 1\nregel 2');
  });

  it('takes an e-mail address only when it is one', () => {
    expect(memberDataSchema.parse({ ...jan, email: 'jan@club.be' }).email).toBe('jan@club.be');
    expect(errorsOf(memberDataSchema, { ...jan, email: 'geen-adres' })).toEqual({ email: 'Ongeldig e-mailadres' });
  });

  it('takes a board order of 0 or more, a whole number', () => {
    expect(memberDataSchema.parse({ ...jan, boardMemberSortOrder: 0 }).boardMemberSortOrder).toBe(0);
    expect(memberDataSchema.parse({ ...jan, boardMemberSortOrder: 12 }).boardMemberSortOrder).toBe(12);
    for (const order of [-1, 1.5, 'drie', true]) {
      expect(errorsOf(memberDataSchema, { ...jan, boardMemberSortOrder: order }), String(order)).toEqual({
        boardMemberSortOrder: 'De volgorde moet een geheel getal zijn (0 of meer).',
      });
    }
  });
});

describe('a member found on disk from the former system (SPEC §4)', () => {
  it('has its role in capitals', () => {
    expect(normalizeStoredMember({ ...jan, role: 'boardmember' }).role).toBe('BOARDMEMBER');
    expect(normalizeStoredMember({ ...jan, role: ' euraudax ' }).role).toBe('EURAUDAX');
    expect(normalizeStoredMember({ ...jan, role: 'MEMBER', boardMember: true }).role).toBe('MEMBER');
  });

  it('without a role is a board member when its flag says so, else a member', () => {
    expect(normalizeStoredMember({ ...jan, boardMember: true })).toEqual({
      ...jan,
      boardMember: true,
      role: 'BOARDMEMBER',
    });
    expect(normalizeStoredMember({ ...jan, role: ' ', boardMember: true }).role).toBe('BOARDMEMBER');
    expect(normalizeStoredMember({ ...jan, role: null, boardMember: 'true' }).role).toBe('MEMBER');
    expect(normalizeStoredMember({ ...jan, role: 3 }).role).toBe('MEMBER');
    expect(normalizeStoredMember(jan)).toEqual({ ...jan, role: 'MEMBER' });
  });

  it('is then a valid member', () => {
    expect(memberDataSchema.parse(normalizeStoredMember({ ...jan, role: 'aid' })).role).toBe('AID');
  });
});

describe('a member on a public page', () => {
  it('shows only its name, contact, photo, order and its title', () => {
    const stored = {
      id: 7,
      version: 3,
      updatedAt: '2026-03-01T10:00:00.000Z',
      ...memberDataSchema.parse({
        ...jan,
        email: 'jan@club.be',
        phoneNumber: '0470',
        role: 'BOARDMEMBER',
        boardTitle: 'Voorzitter',
        euraudaxTitle: 'Wandelaar',
        boardMemberSortOrder: 1,
        dateOfBirth: '1970-01-01',
        address: { street: 'Kerkstraat' },
        comments: 'privé',
      }),
      uploadcareImage: { cdnUrl: '/media/7.jpg', uuid: 'geheim' },
      passwordHash: 'scrypt$x',
    };
    const shown = {
      id: 7,
      firstName: 'Jan',
      lastName: 'Peeters',
      email: 'jan@club.be',
      phoneNumber: '0470',
      uploadcareImage: { cdnUrl: '/media/7.jpg' },
      boardMemberSortOrder: 1,
    };
    expect(publicBoardMemberSchema.parse(stored)).toStrictEqual({ ...shown, boardTitle: 'Voorzitter' });
    expect(publicEuraudaxMemberSchema.parse(stored)).toStrictEqual({ ...shown, euraudaxTitle: 'Wandelaar' });
    expect(publicBoardMemberSchema.parse({ ...stored, uploadcareImage: null }).uploadcareImage).toBeNull();
  });
});

describe('the body of a member write', () => {
  it('is a JSON object', () => {
    expect(memberPayloadSchema.parse({ firstName: 'Jan' })).toEqual({ firstName: 'Jan' });
    for (const body of [null, [], 'Jan', 3]) {
      expect(errorsOf(memberPayloadSchema, body), JSON.stringify(body)).toEqual({
        _: 'Verwacht een lid als JSON-object.',
      });
    }
  });

  it('checks each field it holds by the stored member’s rule and message, and keeps out what was left out', () => {
    expect(memberPayloadSchema.parse({ email: ' ', role: 'aid', boardMemberSortOrder: ' 3 ', id: 9 })).toStrictEqual({
      email: null,
      role: 'AID',
      boardMemberSortOrder: 3,
    });
    expect(errorsOf(memberPayloadSchema, { email: 'geen adres', boardMemberSortOrder: -1, active: 'ja' })).toEqual({
      email: 'Ongeldig e-mailadres',
      boardMemberSortOrder: 'De volgorde moet een geheel getal zijn (0 of meer).',
      active: expect.any(String),
    });
    // A new member needs its names; a change of one field does not.
    expect(errorsOf(newMemberPayloadSchema, { email: 'geen adres' })).toEqual({
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
      email: 'Ongeldig e-mailadres',
    });
    expect(errorsOf(memberPayloadSchema, { phoneNumber: '0470' })).toEqual({});
  });
});

describe('the body of the board-order call (SPEC §7)', () => {
  it('is a whole number, as JSON or as text', () => {
    for (const [body, order] of [
      [3, 3],
      [0, 0],
      ['3', 3],
      [' 12 ', 12],
      ['+4', 4],
      ['-2', -2],
      ['0042', 42],
    ] as const) {
      expect(boardOrderPayloadSchema.parse(body), JSON.stringify(body)).toBe(order);
    }
  });

  it('is nothing else: no empty body, null or true becomes an order', () => {
    for (const body of ['', ' ', null, true, 'drie', 'x3', '3x', '1.5', 1.5, '--3', '+', {}, '123456789012345678901']) {
      expect(errorsOf(boardOrderPayloadSchema, body), JSON.stringify(body)).toEqual({
        _: 'De volgorde moet een geheel getal zijn (0 of meer).',
      });
    }
  });
});
