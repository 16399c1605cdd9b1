import { z } from 'zod';
import {
  addressSchema,
  htmlSchema,
  idSchema,
  localDateTimeSchema,
  maxItems,
  recordMetaSchema,
  textRules,
  timeOfDaySchema,
} from './common';
import { eventPayloadTexts } from './event-payload';
import { imageSchema } from './image';
import { listFields, textFields } from './limits';

export const locationSchema = addressSchema.extend({
  lat: z.number().min(-90).max(90).nullable().default(null),
  lon: z.number().min(-180).max(180).nullable().default(null),
});
export type Location = z.infer<typeof locationSchema>;

/** A walk as stored: images are referenced by id and resolved when answered. */
export const eventDataSchema = z.object({
  name: z.string().trim().min(1, eventPayloadTexts.nameRequired).check(textRules(textFields.walkName)),
  intro: htmlSchema(textFields.intro).default(''),
  description: htmlSchema(textFields.description).default(''),
  report: htmlSchema(textFields.report).default(''),
  startDateTime: localDateTimeSchema.nullable(),
  endTime: timeOfDaySchema.nullable().default(null),
  distances: z.string().trim().check(textRules(textFields.distances)).nullable().default(null),
  location: locationSchema.nullable().default(null),
  countParticipants: z.number().int().min(0).nullable().default(null),
  bannerImageId: idSchema.nullable().default(null),
  photobookImageIds: z.array(idSchema).check(maxItems(listFields.photobook)).default([]),
  published: z.boolean().default(false),
  own: z.boolean().default(false),
  euraudax: z.boolean().default(false),
});
export type EventData = z.infer<typeof eventDataSchema>;
export type EventRecord = EventData & z.infer<typeof recordMetaSchema>;

/** A walk as clients see it (SPEC §3 Event): the stored walk with its images resolved. */
export const eventSchema = eventDataSchema
  .omit({ bannerImageId: true, photobookImageIds: true })
  .extend({ ...recordMetaSchema.shape, banner: imageSchema.nullable(), photobook: z.array(imageSchema) });
export type Event = z.infer<typeof eventSchema>;

/** A walk in a list: what a walk card needs. The detail adds description, report and photobook. */
export const eventCardSchema = eventSchema.omit({ description: true, report: true, photobook: true });
export type EventCard = z.infer<typeof eventCardSchema>;
