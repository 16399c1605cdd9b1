import { formatWalkStart, shortText } from '../../server/contracts/page-heads';
import { describe, expect, it } from 'vitest';
import { pageTransitionKey } from '../../web/app/shell/page-transition';
import { afterArticle, homeTexts } from '../../web/app/routes/texts';
import {
  formatLocation,
  formatLongDate,
  formatWalkDate,
  formatWalkDateTime,
  joinAddress,
} from '../../web/lib/formatting';
import { mediaVariant } from '../../web/lib/media';

describe('walk card location (SPEC §2 "Walk card")', () => {
  it('shows a plain string as it is', () => {
    expect(formatLocation('Sporthal De Bres, Wingene')).toBe('Sporthal De Bres, Wingene');
  });

  it('joins an address object by commas and leaves empty parts out', () => {
    const location = {
      street: 'Kerkstraat',
      houseNumber: '12',
      busNumber: null,
      city: 'Wingene',
      postalCode: ' ',
      country: 'België',
    };
    expect(formatLocation(location)).toBe('Kerkstraat, 12, Wingene, België');
    expect(joinAddress({ ...location, busNumber: 'B', postalCode: '8750' })).toBe(
      'Kerkstraat, 12, B, Wingene, 8750, België',
    );
  });

  it("answers 'N/A' when there is no location", () => {
    expect(formatLocation(null)).toBe('N/A');
    expect(formatLocation(undefined)).toBe('N/A');
    expect(formatLocation('')).toBe('N/A');
    expect(formatLocation({ street: null, city: '' })).toBe('N/A');
  });
});

describe('walk dates', () => {
  it('shows long month, day and year, and nothing for a missing or invalid date', () => {
    const shown = formatWalkDate('2026-06-14T08:00');
    expect(shown).toContain('2026');
    expect(shown).toContain('14');
    expect(shown).toBe(new Date(2026, 5, 14).toLocaleDateString(undefined, { dateStyle: 'long' }));
    expect(formatWalkDate(null)).toBe('');
    expect(formatWalkDate('geen datum')).toBe('');
    expect(formatWalkDate('2026-02-31T10:00')).toBe('');
  });

  it('gives the detail its weekday, date, start and end time in nl-BE', () => {
    expect(formatWalkDateTime('2026-06-14T08:00', '15:30')).toBe('zondag 14 juni 2026, 08:00 – 15:30');
    expect(formatWalkDateTime('2026-06-14T08:00', null)).toBe('zondag 14 juni 2026, 08:00');
    expect(formatWalkDateTime(null, '15:30')).toBe('');
  });

  it('shows newsletter dates in the long nl-BE format', () => {
    expect(formatLongDate('2026-03-05T10:00:00.000Z')).toBe('5 maart 2026');
    expect(formatLongDate('x')).toBe('');
  });
});

describe('page transition key (SPEC §2: per full path, one key for all admin paths)', () => {
  it('keys public pages by path and query, every admin path alike', () => {
    expect(pageTransitionKey('/wandeltochten/3', '')).toBe('/wandeltochten/3');
    expect(pageTransitionKey('/unsubscribe', '?memberId=1&token=a')).toBe('/unsubscribe?memberId=1&token=a');
    expect(pageTransitionKey('/admin', '')).toBe('admin');
    expect(pageTransitionKey('/admin/login', '')).toBe(pageTransitionKey('/admin/leden', '?pagina=2'));
    expect(pageTransitionKey('/administratie', '')).toBe('/administratie');
  });
});

describe('texts with the club name', () => {
  it("reads 'welkom bij de Houtlandstappers', never 'bij de De …'", () => {
    expect(homeTexts.joinText('De Houtlandstappers')).toBe('Jong of oud, je bent welkom bij de Houtlandstappers.');
    expect(homeTexts.joinText('Wandelclub Wingene')).toBe('Jong of oud, je bent welkom bij de Wandelclub Wingene.');
    expect(afterArticle('Dender Stappers')).toBe('Dender Stappers');
  });
});

describe('media variants', () => {
  it('builds variant URLs beside the cdnUrl', () => {
    expect(mediaVariant('/media/abc/', '1280x1280')).toBe('/media/abc/1280x1280.jpg');
    expect(mediaVariant('/media/abc', '300x300', 'webp')).toBe('/media/abc/300x300.webp');
  });
});

describe('page heads (shared by the server and the app)', () => {
  it('cuts a description on a word, never inside a character', () => {
    expect(shortText('kort')).toBe('kort');
    const long = `${'wandelen '.repeat(30)}einde`;
    const cut = shortText(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/wandelen…$/);
    const emoji = shortText('🥾'.repeat(200), 10);
    expect(emoji).toBe(`${'🥾'.repeat(9)}…`);
    expect(emoji.isWellFormed()).toBe(true);
  });

  it('formats a walk start the same whatever the time zone, and nothing for an impossible date', () => {
    expect(formatWalkStart('2027-03-28T10:00')).toBe('zondag 28 maart 2027, 10:00');
    expect(formatWalkStart('2027-02-31T10:00')).toBe('');
    expect(formatWalkStart(null)).toBe('');
  });
});
