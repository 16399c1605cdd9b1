import { describe, expect, it } from 'vitest';
import { retentionTexts, settingsTexts, type Settings } from '../../server/contracts/settings';
import { limitTexts, textFields } from '../../server/contracts';
import {
  checkSettings,
  fieldOrder,
  parseEuro,
  sectionOf,
  settingsValues,
} from '../../web/admin/features/settings/settings-form-values';

const settings: Settings = {
  id: 1,
  version: 3,
  updatedAt: '2026-11-25T20:00:00.000Z',
  club: {
    name: 'De Houtlandstappers',
    shortName: 'Houtlandstappers',
    tagline: 'Wandelclub uit het Houtland',
    themeColor: '#2f6b3a',
    logo: null,
    heroImage: null,
    foundingYear: 2025,
    foundingMembers: '8',
    volunteers: '50+',
  },
  texts: {
    welcome: '<p>Welkom</p>',
    clubIntro: '',
    euraudaxHistory: '',
    ownWalks: '',
    expect: '',
    bring: '',
    membership: '',
    footer: '',
    privacy: '',
  },
  contact: { address: '', email: '', phone: '', facebook: '', instagram: '', strava: '', website: '' },
  membership: { yearlyFee: 12.5, iban: '', bic: '', accountHolder: '' },
  retention: { applicationMonths: 12, messageMonths: 6 },
  security: { requireTwoStep: false },
};

describe("the settings form ('Instellingen')", () => {
  it('reads the fee as a Flemish treasurer writes it', () => {
    expect(parseEuro('')).toBeNull();
    expect(parseEuro('15')).toBe(15);
    expect(parseEuro('12,50')).toBe(12.5);
    expect(parseEuro('€ 12.50')).toBe(12.5);
    expect(parseEuro('1.000,00')).toBe(1000);
    expect(parseEuro('twaalf')).toBeNaN();
    expect(settingsValues(settings).membership.yearlyFee).toBe('12,50');
    expect(settingsValues(settings).club.foundingYear).toBe('2025');
  });

  it('checks with the server schema: its messages under the server keys, its clean values', () => {
    const values = settingsValues(settings);
    const wrong = checkSettings({
      ...values,
      club: { ...values.club, name: ' ', themeColor: 'groen', foundingYear: '1500', tagline: 'x'.repeat(201) },
      membership: { ...values.membership, yearlyFee: '12,345', iban: 'BE00 1234' },
      contact: { ...values.contact, website: 'javascript:alert(1)' },
    });
    expect(wrong).toEqual({
      ok: false,
      errors: {
        'club.name': settingsTexts.nameRequired,
        'club.tagline': limitTexts.tooLong(textFields.tagline),
        'club.themeColor': settingsTexts.badColour,
        'club.foundingYear': settingsTexts.badYear,
        'contact.website': settingsTexts.badLink,
        'membership.yearlyFee': settingsTexts.badFee,
        'membership.iban': settingsTexts.badIban,
      },
    });
    if (wrong.ok) return;
    expect(fieldOrder.find((key) => wrong.errors[key])).toBe('club.name');
    expect(sectionOf('membership.iban')).toBe('membership');
    expect(sectionOf('somethingElse')).toBeUndefined();

    const right = checkSettings({
      ...values,
      club: { ...values.club, themeColor: '#1F4A27' },
      membership: { ...values.membership, iban: 'be68539007547034', bic: 'gebabebb' },
    });
    expect(right.ok && right.data.club.themeColor).toBe('#1f4a27');
    expect(right.ok && right.data.membership).toEqual({
      yearlyFee: 12.5,
      iban: 'BE68 5390 0754 7034',
      bic: 'GEBABEBB',
      accountHolder: '',
    });
  });

  it("checks the retention periods ('Bewaartermijnen'): whole months from 1 to 120, with the contract's message", () => {
    const values = settingsValues(settings);
    expect(values.retention).toEqual({ applicationMonths: '12', messageMonths: '6' });
    for (const typed of ['', '0', '121', '6,5', 'zes', '-3']) {
      const checked = checkSettings({ ...values, retention: { applicationMonths: '24', messageMonths: typed } });
      expect(checked).toEqual({ ok: false, errors: { 'retention.messageMonths': retentionTexts.badMonths } });
    }
    expect(sectionOf('retention.messageMonths')).toBe('retention');
    const right = checkSettings({ ...values, retention: { applicationMonths: ' 24 ', messageMonths: '120' } });
    expect(right.ok && right.data.retention).toEqual({ applicationMonths: 24, messageMonths: 120 });
  });

  it("sends the sign-in rule ('Beveiliging') as it is ticked", () => {
    const values = settingsValues(settings);
    expect(values.security).toEqual({ requireTwoStep: false });
    const checked = checkSettings({ ...values, security: { requireTwoStep: true } });
    expect(checked.ok && checked.data.security).toEqual({ requireTwoStep: true });
    expect(sectionOf('security.requireTwoStep')).toBe('security');
  });
});
