import { z } from 'zod';
import { htmlSchema, idSchema, maxItems, recordMetaSchema } from './common';
import { uuidSchema } from './image';
import { listFields, textFields } from './limits';
import { newsletterTitleSchema } from './newsletter-payload';

export const newsletterBlockSchema = z.object({
  id: idSchema,
  /** The uuid of the block's image, or null (SPEC §3 Newsletter). */
  imageId: uuidSchema.nullable().default(null),
  text: htmlSchema(textFields.blockText).default(''),
  order: z.number().int().min(0),
});
export type NewsletterBlock = z.infer<typeof newsletterBlockSchema>;

export const newsletterDataSchema = z.object({
  title: newsletterTitleSchema,
  intro: htmlSchema(textFields.intro).default(''),
  outro: htmlSchema(textFields.outro).default(''),
  published: z.boolean().default(false),
  creationTimestamp: z.iso.datetime(),
  updateTimestamp: z.iso.datetime(),
  blocks: z.array(newsletterBlockSchema).check(maxItems(listFields.blocks)).default([]),
});
export type NewsletterData = z.infer<typeof newsletterDataSchema>;
export type NewsletterRecord = NewsletterData & z.infer<typeof recordMetaSchema>;

export const newsletterSchema = recordMetaSchema.extend(newsletterDataSchema.shape);
export type Newsletter = z.infer<typeof newsletterSchema>;

/** A list entry: no blocks or outro, those come with the detail. */
export const newsletterSummarySchema = newsletterSchema.pick({
  id: true,
  title: true,
  intro: true,
  published: true,
  creationTimestamp: true,
  updateTimestamp: true,
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;
