import type { Image } from '../../../server/contracts/image';
import type { PhotobookImage } from '../components/photobook-editor';
import { standInId } from '../outbox/ids';

export { standInId };

// What a screen takes as the answer of a write that waits in the outbox (mutate's whenQueued):
// the record as it will be once the server has it, as far as the browser knows it.

const uuidInUrl = /\/media\/(?:pending\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/**
 * A form's photobook as the images it will hold: uploaded photos (and those waiting, with their
 * stand-in id) keep their place; a typed URL is the server's to resolve, so it is left out here.
 */
export function queuedImages(photobook: readonly PhotobookImage[]): Image[] {
  return photobook.flatMap(({ id, cdnUrl, fileName }) => {
    const uuid = uuidInUrl.exec(cdnUrl)?.[1];
    return id !== undefined && uuid ? [{ id, uuid, cdnUrl, fileName: fileName ?? '' }] : [];
  });
}

/**
 * The record meta of a record created offline: a negative stand-in id, which the outbox replaces in
 * later queued writes (an edit or publish of that record) once the server has named it.
 */
export function standInMeta() {
  return { id: standInId(), version: 1, updatedAt: new Date().toISOString() };
}
