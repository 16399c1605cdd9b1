import { z } from 'zod';
import { idSchema, recordMetaSchema, textRules } from './common';
import { textFields } from './limits';

export const uuidSchema = z.uuid();

/** The largest photo an upload may hold, checked by the upload itself and again by the image's content. */
export const maxImageBytes = 20 * 1024 * 1024;

/** What the store keeps of an uploaded image; the original file lives under UPLOADS_DIR/{uuid}/. */
export const imageDataSchema = z.object({
  uuid: uuidSchema,
  fileName: z.string().check(textRules(textFields.fileName)),
  format: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
});
export type ImageData = z.infer<typeof imageDataSchema>;
export type ImageRecord = ImageData & z.infer<typeof recordMetaSchema>;

/** The image as clients see it (SPEC §3 Image). */
export const imageSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  cdnUrl: z.string(),
  fileName: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/** The sizes /media serves; anything else is a 404, never a resize. */
export const mediaSizes = ['300x300', '640x640', '1280x1280', '1200x630'] as const;
export type MediaSize = (typeof mediaSizes)[number];
export const mediaFormats = ['jpg', 'webp'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const cdnUrlFor = (uuid: string) => `/media/${uuid}/`;
export const variantUrlFor = (uuid: string, size: MediaSize, format: MediaFormat = 'jpg') =>
  `/media/${uuid}/${size}.${format}`;
