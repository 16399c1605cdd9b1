import { z } from 'zod';
import { htmlSchema, idSchema, maxItems, recordMetaSchema, slugSchema, textRules } from './common';
import { imageSchema } from './image';
import { listFields, textFields } from './limits';
import { pageTitleSchema } from './page-payload';

/** An info page as stored (SPEC §3 Info page). */
export const pageDataSchema = z.object({
  title: pageTitleSchema,
  link: slugSchema,
  metaDescription: z.string().trim().check(textRules(textFields.metaDescription)).default(''),
  contentHtml: htmlSchema(textFields.contentHtml).default(''),
  published: z.boolean().default(false),
  photobookImageIds: z.array(idSchema).check(maxItems(listFields.photobook)).default([]),
});
export type PageData = z.infer<typeof pageDataSchema>;
export type PageRecord = PageData & z.infer<typeof recordMetaSchema>;

/** An info page as clients see it: the stored page with its photobook resolved. */
export const pageSchema = pageDataSchema
  .omit({ photobookImageIds: true })
  .extend({ ...recordMetaSchema.shape, photobook: z.array(imageSchema) });
export type Page = z.infer<typeof pageSchema>;

/** The navbar's entry for a published page. */
export const pageSummarySchema = z.object({ id: idSchema, title: z.string(), link: z.string() });
export type PageSummary = z.infer<typeof pageSummarySchema>;
