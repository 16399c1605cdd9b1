import { z } from 'zod';

/** What the web app needs at run time, so one build serves every club. */
export const siteConfigSchema = z.object({
  clubName: z.string(),
  recaptchaSiteKey: z.string().nullable(),
  tileUrl: z.string(),
  geocoderUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
