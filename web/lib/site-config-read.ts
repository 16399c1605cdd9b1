import type { Image } from '../../server/contracts/image';
import type { PublicSettings } from '../../server/contracts/settings';
import type { SiteConfig } from '../../server/contracts/site-config';

/**
 * The site config read with care: whatever the page was given (the server's JSON block, or the
 * answer of /api/site-config) is taken field by field, a missing or odd field as the neutral value.
 * No zod here: this runs on every first load, and zod stays out of the home page's bundle.
 */

/** Shown while the config is not there yet (offline on a first visit): no name, no texts, never another club. */
export const neutralSettings: PublicSettings = {
  club: {
    name: '',
    shortName: '',
    tagline: '',
    themeColor: '',
    logo: null,
    heroImage: null,
    foundingYear: null,
    foundingMembers: '',
    volunteers: '',
  },
  texts: {
    welcome: '',
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
  membership: { yearlyFee: null, iban: '', bic: '', accountHolder: '' },
};

type Fields = Record<string, unknown>;

const fields = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Every string field of the template, from the value where it is a string, else ''. */
function strings<T extends Record<string, string>>(template: T, value: unknown): T {
  const source = fields(value) ?? {};
  return Object.fromEntries(Object.keys(template).map((key) => [key, text(source[key])])) as T;
}

function image(value: unknown): Image | null {
  const source = fields(value);
  if (!source) return null;
  const { id, uuid, cdnUrl, fileName } = source;
  if (typeof id !== 'number' || typeof uuid !== 'string' || typeof cdnUrl !== 'string') return null;
  return { id, uuid, cdnUrl, fileName: text(fileName) };
}

/** The public settings from an unknown value; neutral where the value says nothing usable. */
export function readSettings(value: unknown): PublicSettings {
  const source = fields(value) ?? {};
  const club = fields(source.club) ?? {};
  const membership = fields(source.membership) ?? {};
  const { logo, heroImage, foundingYear, ...clubTexts } = neutralSettings.club;
  return {
    club: {
      ...strings(clubTexts, club),
      logo: image(club.logo),
      heroImage: image(club.heroImage),
      foundingYear: numberOrNull(club.foundingYear),
    },
    texts: strings(neutralSettings.texts, source.texts),
    contact: strings(neutralSettings.contact, source.contact),
    membership: {
      ...strings({ iban: '', bic: '', accountHolder: '' }, membership),
      yearlyFee: numberOrNull(membership.yearlyFee),
    },
  };
}

/** A site config from an unknown value; undefined when it is no config at all (no settings in it). */
export function readSiteConfig(value: unknown): SiteConfig | undefined {
  const source = fields(value);
  if (!source || !fields(source.settings)) return undefined;
  const { recaptchaSiteKey, geocoderUrl, publicUrl } = source;
  return {
    settings: readSettings(source.settings),
    settingsVersion: numberOrNull(source.settingsVersion) ?? 0,
    recaptchaSiteKey: typeof recaptchaSiteKey === 'string' ? recaptchaSiteKey : null,
    tileUrl: text(source.tileUrl),
    geocoderUrl: typeof geocoderUrl === 'string' ? geocoderUrl : null,
    publicUrl: typeof publicUrl === 'string' ? publicUrl : '',
  };
}

/** A JSON block the server wrote into the page; undefined without one (or when it is not JSON). */
export function readEmbeddedJson(element: Element | null): unknown {
  const json = element?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** The config the server wrote into the page as JSON (server/contracts/site-config-element.ts); undefined without one. */
export function readEmbeddedSiteConfig(element: Element | null): SiteConfig | undefined {
  const value = readEmbeddedJson(element);
  return value === undefined ? undefined : readSiteConfig(value);
}
