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
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export { siteConfigElementId } from './site-config-element';
