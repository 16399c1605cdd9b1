import { cdnUrlFor, textFields, withRefusedAsSpace, type Image, type ImageRecord } from '../contracts';
import type { Config } from '../config';
import { imageJobs } from './codec';
import type { ImageJobs } from './job-queue';
import { removeImageFiles, storeUpload } from './files';
import { BadRequestError, NotFoundError } from '../errors';
import { validationMessage } from '../validation';
import type { Store } from '../store';

/** The client's view of a stored image (SPEC §3 Image). */
export function toImage(record: ImageRecord): Image {
  return { id: record.id, uuid: record.uuid, cdnUrl: cdnUrlFor(record.uuid), fileName: record.fileName };
}

/** The images for a list of ids, in that order; ids of deleted images are left out. */
export function resolveImages(store: Store, ids: readonly number[]): Image[] {
  return ids.flatMap((id) => {
    const record = store.images.get(id);
    return record ? [toImage(record)] : [];
  });
}

/** The stored image behind an id, if it still exists (a deleted photo leaves its id behind). */
export function imageRecord(store: Store, id: number | null | undefined): ImageRecord | undefined {
  return id === null || id === undefined ? undefined : store.images.get(id);
}

export function resolveImage(store: Store, id: number | null): Image | null {
  const record = imageRecord(store, id);
  return record ? toImage(record) : null;
}

/** A name safe to show and store: no folders, and one line (limits.ts). */
function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = withRefusedAsSpace(textFields.fileName, base).trim().slice(0, 200);
  return cleaned || 'foto';
}

export type ImageDeps = { store: Store; uploadsDir: string; jobs: ImageJobs };

/** What the image routes need: the store, the folder, and the process's sharp queue sized by IMAGE_JOBS. */
export function imageDeps(deps: { store: Store; config: Pick<Config, 'uploadsDir' | 'imageJobs'> }): ImageDeps {
  return { store: deps.store, uploadsDir: deps.config.uploadsDir, jobs: imageJobs(deps.config.imageJobs) };
}

/**
 * The one way an image enters the club: checked by content (20 MB, 40 megapixels, image formats
 * only, decoded in full once), stored under a new uuid and recorded. Upload routes and the seed
 * use it; routes pass the upload's temp file by path, so it is never read into memory.
 */
export async function ingestImage(
  deps: { store: Store; uploadsDir: string; jobs?: ImageJobs },
  input: ({ path: string } | { buffer: Buffer }) & { fileName: string },
): Promise<ImageRecord> {
  const media = { uploadsDir: deps.uploadsDir, jobs: deps.jobs ?? imageJobs() };
  const stored = await storeUpload(media, 'path' in input ? input.path : input.buffer);
  try {
    return await deps.store.images.create({
      uuid: stored.uuid,
      fileName: cleanFileName(input.fileName),
      format: stored.format,
      width: stored.width,
      height: stored.height,
      bytes: stored.bytes,
    });
  } catch (error) {
    // No record, no file: an unrecorded upload would never be cleaned up.
    await removeImageFiles(deps.uploadsDir, stored.uuid);
    throw error;
  }
}

export const imageTexts = {
  notFound: 'Deze afbeelding bestaat niet (meer).',
} as const;

const uuidInUrl = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * An image as clients refer to it: its id, an image object ({id} or {cdnUrl}), a uuid or a
 * /media URL. Null or empty means none; an image that does not exist is a field error.
 */
export function imageIdFromReference(store: Store, reference: unknown, field: string): number | null {
  if (reference === null || reference === undefined || reference === '') return null;
  const byId = (id: number) => store.images.get(id)?.id;
  const byText = (text: string) => {
    const uuid = uuidInUrl.exec(text)?.[1]?.toLowerCase();
    return uuid ? store.images.find((image) => image.uuid === uuid)?.id : undefined;
  };
  let found: number | undefined;
  if (typeof reference === 'number') found = byId(reference);
  else if (typeof reference === 'string') found = /^\d+$/.test(reference) ? byId(Number(reference)) : byText(reference);
  else if (typeof reference === 'object') {
    const { id, cdnUrl, uuid } = reference as { id?: unknown; cdnUrl?: unknown; uuid?: unknown };
    if (typeof id === 'number') found = byId(id);
    else if (typeof uuid === 'string') found = byText(uuid);
    else if (typeof cdnUrl === 'string') {
      if (cdnUrl.trim() === '') return null; // a cleared photo field
      found = byText(cdnUrl);
    } else if (Object.keys(reference).length === 0) return null;
  }
  if (found === undefined) throw new BadRequestError(validationMessage, { [field]: imageTexts.notFound });
  return found;
}

/** A photobook as clients send it: a list of image references, in order, each image once. */
export function imageIdsFromReferences(store: Store, references: unknown, field: string): number[] {
  if (references === null || references === undefined) return [];
  if (!Array.isArray(references)) throw new BadRequestError(validationMessage, { [field]: 'Verwacht een lijst.' });
  const ids = references.map((reference, index) => imageIdFromReference(store, reference, `${field}.${index}`));
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/**
 * Deletes an image: the record, every reference to it (banners, photobooks, member photos,
 * newsletter blocks, the club's logo and hero photo), then its files. References go first, so no page ever points at a missing file.
 */
export async function deleteImage(deps: { store: Store; uploadsDir: string }, id: number): Promise<void> {
  const { store } = deps;
  const image = store.images.get(id);
  if (!image) throw new NotFoundError(imageTexts.notFound);
  await store.events.updateWhere(
    (event) => event.bannerImageId === id || event.photobookImageIds.includes(id),
    (event) => ({
      ...event,
      bannerImageId: event.bannerImageId === id ? null : event.bannerImageId,
      photobookImageIds: event.photobookImageIds.filter((imageId) => imageId !== id),
    }),
  );
  await store.pages.updateWhere(
    (page) => page.photobookImageIds.includes(id),
    (page) => ({ ...page, photobookImageIds: page.photobookImageIds.filter((imageId) => imageId !== id) }),
  );
  await store.members.updateWhere(
    (member) => member.photoImageId === id,
    (member) => ({ ...member, photoImageId: null }),
  );
  await store.newsletters.updateWhere(
    (newsletter) => newsletter.blocks.some((block) => block.imageId === image.uuid),
    (newsletter) => ({
      ...newsletter,
      blocks: newsletter.blocks.map((block) => (block.imageId === image.uuid ? { ...block, imageId: null } : block)),
    }),
  );
  await store.settings.updateWhere(
    (settings) => settings.club.logoImageId === id || settings.club.heroImageId === id,
    (settings) => ({
      ...settings,
      club: {
        ...settings.club,
        logoImageId: settings.club.logoImageId === id ? null : settings.club.logoImageId,
        heroImageId: settings.club.heroImageId === id ? null : settings.club.heroImageId,
      },
    }),
  );
  await store.images.remove(id);
  await removeImageFiles(deps.uploadsDir, image.uuid);
}
