import type { Config } from '../config';
import { variantUrlFor } from '../contracts';

/** Where the site shows a walk: the club's own walks under their own list, the others under theirs. */
export function walkPath(walk: { id: number; own: boolean }): string {
  return `${walk.own ? '/eigenwandeltochten' : '/wandeltochten'}/${walk.id}`;
}

export const newsletterPath = (id: number) => `/nieuwsbrieven/${id}`;
export const infoPagePath = (link: string) => `/info/${encodeURIComponent(link)}`;

/** The public lists and club pages, as the navbar links them. */
export const listPaths = ['/', '/leden', '/eigenwandeltochten', '/wandeltochten', '/nieuwsbrieven', '/euraudax', '/contact', '/lidworden'] as const; // prettier-ignore

/** An absolute URL on this site (PUBLIC_URL), for links read outside it: previews, feeds, calendars. */
export function absoluteUrl(config: Pick<Config, 'publicUrl'>, path: string): string {
  return `${config.publicUrl}${path}`;
}

/** The 1200x630 JPEG that link previews show, absolute. */
export function shareImageUrl(config: Pick<Config, 'publicUrl'>, uuid: string): string {
  return absoluteUrl(config, variantUrlFor(uuid, '1200x630', 'jpg'));
}

/** The club's icon (drawn by the build from favicon.svg): the logo and the preview of pages without a photo. */
export const logoPath = '/pwa-512x512.png';
