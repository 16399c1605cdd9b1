import { cdnUrlFor, type Image, type ImageRecord } from '../contracts';
import { removeImageFiles, storeOriginal } from '../services/media';
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

export function resolveImage(store: Store, id: number | null): Image | null {
  const record = id === null ? undefined : store.images.get(id);
  return record ? toImage(record) : null;
}

/** A name safe to show and store: no folders, no control characters. */
function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'foto';
}

/**
 * The one way an image enters the club: checked by content (20 MB, 40 megapixels,
 * image formats only), stored under a new uuid and recorded. Upload routes and the seed use it.
 */
export async function ingestImage(
  deps: { store: Store; uploadsDir: string },
  input: { buffer: Buffer; fileName: string },
): Promise<ImageRecord> {
  const stored = await storeOriginal(deps.uploadsDir, input.buffer);
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
