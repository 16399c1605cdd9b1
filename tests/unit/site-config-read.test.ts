import { describe, expect, it } from 'vitest';
import { demoClubName, demoSettings } from '../../server/seed/settings';
import { telHref } from '../../web/components/club-contact/club-contact';
import { formatEuro } from '../../web/lib/formatting';
import { neutralSettings, readEmbeddedSiteConfig, readSettings, readSiteConfig } from '../../web/lib/site-config-read';

const image = { id: 3, uuid: '0b6f6a4e-3f0e-4d7c-9a55-7c1c2f7d1a11', cdnUrl: '/media/0b6f/', fileName: 'logo.png' };
const {
  logoImageId: _logo,
  heroImageId: _hero,
  ...club
} = demoSettings(demoClubName, {
  logoImageId: 3,
  heroImageId: null,
}).club;
// The retention periods and the sign-in rules are the admin's only: never part of the public config.
const {
  retention: _retention,
  security: _security,
  ...publicSettings
} = demoSettings(demoClubName, { logoImageId: 3, heroImageId: null });
const settings = {
  ...publicSettings,
  club: { ...club, logo: image, heroImage: null },
};
const config = {
  settings,
  settingsVersion: 4,
  recaptchaSiteKey: null,
  tileUrl: 'https://tiles/{z}/{x}/{y}.png',
  geocoderUrl: null,
  publicUrl: 'https://wandelclub.example',
};

/** A stand-in for the page's JSON block. */
const block = (text: string) => ({ textContent: text }) as Element;

describe('the site config, read with care (web/lib/site-config-read.ts)', () => {
  it('takes a whole config as it is', () => {
    expect(readSiteConfig(config)).toEqual(config);
    expect(readEmbeddedSiteConfig(block(JSON.stringify(config).replaceAll('<', '\\u003c')))).toEqual(config);
  });

  it('reads nothing from no block, an empty one, broken JSON or JSON without settings', () => {
    expect(readEmbeddedSiteConfig(null)).toBeUndefined();
    expect(readEmbeddedSiteConfig(block(''))).toBeUndefined();
    expect(readEmbeddedSiteConfig(block('{"settings": {'))).toBeUndefined();
    expect(readEmbeddedSiteConfig(block('[1, 2]'))).toBeUndefined();
    expect(readSiteConfig({ clubName: demoClubName })).toBeUndefined();
    expect(readSiteConfig(null)).toBeUndefined();
  });

  it('makes a missing or odd field neutral, never another value', () => {
    const odd = readSettings({
      club: { name: 42, tagline: 'Langs de Schelde', logo: { id: 'x' }, foundingYear: '1982', volunteers: null },
      texts: { welcome: '<p>Hallo</p>', privacy: ['nee'] },
      contact: 'geen',
      membership: { yearlyFee: Number.NaN, iban: 'BE68 5390 0754 7034' },
    });
    expect(odd).toEqual({
      club: { ...neutralSettings.club, tagline: 'Langs de Schelde' },
      texts: { ...neutralSettings.texts, welcome: '<p>Hallo</p>' },
      contact: neutralSettings.contact,
      membership: { ...neutralSettings.membership, iban: 'BE68 5390 0754 7034' },
    });
    expect(readSettings(undefined)).toEqual(neutralSettings);
    expect(neutralSettings.club.name).toBe('');
  });
});

describe('contact and fee as shown', () => {
  it('links a phone number by its digits', () => {
    expect(telHref('050 12 34 56')).toBe('tel:050123456');
    expect(telHref('+32 (0)50 12.34.56')).toBe('tel:+32050123456');
  });

  it('shows the fee in euro the Belgian way', () => {
    expect(formatEuro(15).replace(/\s/g, ' ')).toBe('€ 15,00');
    expect(formatEuro(1234.5).replace(/\s/g, ' ')).toBe('€ 1.234,50');
  });
});
