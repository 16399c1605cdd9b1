import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Context, Middleware } from 'koa';
import { BadRequestError, PayloadTooLargeError } from '../errors';
import { maxImageBytes } from '../contracts';

export const uploadTexts = {
  fileTooLarge: 'Een afbeelding is te groot (maximaal 20 MB).',
  tooManyFiles: 'Te veel bestanden in één keer (maximaal 30).',
  fieldTooLarge: 'De gegevens zijn te groot (maximaal 1 MB).',
  unexpectedFile: (field: string) => `Onverwacht bestandsveld "${field}".`,
  broken: 'De upload is onvolledig of beschadigd. Probeer het opnieuw.',
} as const;

export type UploadedFile = { field: string; fileName: string; path: string; size: number };

/** A route's own bound on a file, when it is not a photo: the size and the Dutch 413 that names it. */
export type UploadLimits = { fileBytes?: number; fileTooLarge?: string };

const limitErrors: Record<string, () => Error> = {
  LIMIT_FILE_SIZE: () => new PayloadTooLargeError(uploadTexts.fileTooLarge),
  LIMIT_FILE_COUNT: () => new PayloadTooLargeError(uploadTexts.tooManyFiles),
  LIMIT_FIELD_VALUE: () => new PayloadTooLargeError(uploadTexts.fieldTooLarge),
  LIMIT_PART_COUNT: () => new PayloadTooLargeError(uploadTexts.tooManyFiles),
};

/**
 * Multipart with the named file fields. Files go to the system's temp folder (not into memory:
 * 30 photos of 20 MB would not fit on a small VPS) under names multer makes up, and are removed
 * when the request is done, whatever happened. The route reads them with uploadedFiles().
 */
export function upload(fields: Array<{ name: string; maxCount: number }>, limits: UploadLimits = {}): Middleware {
  // Loaded with the first upload: most servers rarely see one.
  let parser: Promise<Middleware> | undefined;
  const parse: Middleware = async (ctx, next) => {
    parser ??= import('@koa/multer').then(({ default: multer }) =>
      multer({
        dest: tmpdir(),
        limits: {
          fileSize: limits.fileBytes ?? maxImageBytes,
          files: 30,
          fields: 20,
          fieldSize: 1024 * 1024,
          parts: 60,
        },
      }).fields(fields),
    );
    return (await parser)(ctx, next);
  };

  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) return next();
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      await removeUploaded(ctx);
      throw translate(error, limits);
    }
    try {
      await next();
    } finally {
      await removeUploaded(ctx);
    }
  };
}

function translate(error: unknown, limits: UploadLimits): Error {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === 'LIMIT_FILE_SIZE' && limits.fileTooLarge) return new PayloadTooLargeError(limits.fileTooLarge);
    if (code === 'LIMIT_UNEXPECTED_FILE') {
      return new BadRequestError(uploadTexts.unexpectedFile(String((error as { field?: unknown }).field ?? '')));
    }
    const make = limitErrors[code];
    if (make) return make();
  }
  // Busboy's own complaints (no boundary, cut-off body) are the client's upload, not our fault.
  return new BadRequestError(uploadTexts.broken);
}

/** The files of one field, in the order sent. */
export function uploadedFiles(ctx: Context, field: string): UploadedFile[] {
  const files = ctx.request.files;
  const list = files && !Array.isArray(files) ? (files[field] ?? []) : [];
  return list.map((file) => ({ field, fileName: file.originalname, path: file.path, size: file.size }));
}

async function removeUploaded(ctx: Context): Promise<void> {
  const files = ctx.request.files;
  const all = !files ? [] : Array.isArray(files) ? files : Object.values(files).flat();
  await Promise.all(all.map((file) => rm(file.path, { force: true })));
}

/**
 * A JSON document sent as a text field of a multipart form (memberData, eventData). A plain
 * JSON body is taken as the document itself, so a client may also skip the multipart.
 */
export function jsonField(body: unknown, field: string): unknown {
  if (!body || typeof body !== 'object' || !(field in body)) return body;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new BadRequestError(`Het veld ${field} is geen geldige JSON.`);
  }
}
