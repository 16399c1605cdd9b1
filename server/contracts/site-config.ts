import { z } from 'zod';
import { publicSettingsSchema } from './settings';

/** What the web app needs at run time, so one build serves every club: the club's public settings and the services. */
export const siteConfigSchema = z.object({
  settings: publicSettingsSchema,
  /** Grows with every change to the settings: the key of cached copies made from them. */
  settingsVersion: z.number().int().nonnegative(),
  recaptchaSiteKey: z.string().nullable(),
  tileUrl: z.string(),
  geocoderUrl: z.string().nullable(),
  /** The site's own address (PUBLIC_URL): links that must name a host (a webcal:// subscription) use it. */
  publicUrl: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export { routeDataElementId, siteConfigElementId } from './site-config-element';
