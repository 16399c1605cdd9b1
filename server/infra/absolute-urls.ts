import type { Config } from '../config';
import { variantUrlFor } from '../contracts';

/** An absolute URL on this site (PUBLIC_URL), for links read outside it: previews, feeds, calendars. */
export function absoluteUrl(config: Pick<Config, 'publicUrl'>, path: string): string {
  return `${config.publicUrl}${path}`;
}

/** The 1200x630 JPEG that link previews show, absolute. */
export function shareImageUrl(config: Pick<Config, 'publicUrl'>, uuid: string): string {
  return absoluteUrl(config, variantUrlFor(uuid, '1200x630', 'jpg'));
}
