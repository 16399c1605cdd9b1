import { createHash } from 'node:crypto';
import type { PublicSettings } from '../contracts';

/** The installed app's icons (GET /manifest-icons/{key}/{file}), PNG, made from the club's logo. */
export const appIconFiles = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
export type AppIconFile = keyof typeof appIconFiles;

export const isAppIconFile = (file: string): file is AppIconFile => Object.hasOwn(appIconFiles, file);

export const appIconRoot = '/manifest-icons';

export const appIconPath = (key: string, file: AppIconFile) => `${appIconRoot}/${key}/${file}`;

/** Dutch articles a club name often starts with; the icon's label and letters read better without them. */
const leadingArticle = /^(?:de|het|'t)\s+/i;

/** "De Houtlandstappers" as "Houtlandstappers"; a name that is only an article stays whole. */
export const withoutLeadingArticle = (clubName: string) =>
  clubName.trim().replace(leadingArticle, '') || clubName.trim();

/** The letters on the icon of a club without a logo: "WSV De Kadees" → "WD", "De Houtlandstappers" → "H". */
export function initialsOf(clubName: string): string {
  const words = withoutLeadingArticle(clubName).split(/\s+/);
  const firsts = words.flatMap((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? []);
  return firsts.slice(0, 2).join('').toUpperCase() || '?';
}

/** What an icon is drawn from: the logo, or the initials when there is none, and the theme colour. */
export type AppIconSource = { logoUuid: string | null; initials: string; themeColor: string };

export function appIconSource(settings: PublicSettings): AppIconSource {
  const { club } = settings;
  return { logoUuid: club.logo?.uuid ?? null, initials: initialsOf(club.name), themeColor: club.themeColor };
}

const keys = new WeakMap<PublicSettings, string>();

/**
 * The icons' version in their URLs: it changes when what they are drawn from does, so they can be
 * cached for good. Remembered per settings object (services.settings.public() is one until a change).
 */
export function appIconKey(settings: PublicSettings): string {
  let key = keys.get(settings);
  if (key === undefined) {
    const { logoUuid, initials, themeColor } = appIconSource(settings);
    const drawnFrom = logoUuid ? ['logo', logoUuid, themeColor] : ['initials', initials, themeColor];
    key = createHash('sha256').update(JSON.stringify(drawnFrom)).digest('hex').slice(0, 16);
    keys.set(settings, key);
  }
  return key;
}
