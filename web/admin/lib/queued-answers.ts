import type { Image } from '../../../server/contracts/image';
import type { PhotobookImage } from '../components/photobook-image';
import { pendingMediaPrefix } from '../outbox/db';
import { standInId } from '../outbox/ids';

// What a screen takes as the answer of a write that waits in the outbox (mutate's whenQueued):
// the record as it will be once the server has it, as far as the browser knows it.

// As the server reads a reference: any uuid in the text names the image.
const uuidIn = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * A typed URL whose image the browser does not know yet. Not a real id (those are positive) nor a
 * stand-in (negative): toPhotobookImages reads it as "no id", so the next save sends the URL again.
 */
export const unresolvedImageId = 0;

/**
 * A form's photobook as the images it will hold, in order and each once (as the server keeps it):
 * uploaded photos (and those waiting, with their stand-in id) keep their id; a typed URL keeps its
 * place by its uuid, with the id of an image the record already held (`known`) or none yet.
 */
export function queuedImages(photobook: readonly PhotobookImage[], known: readonly Image[] = []): Image[] {
  const seen = new Set<string>();
  return photobook.flatMap(({ id, cdnUrl, fileName }) => {
    const uuid = uuidIn.exec(cdnUrl)?.[1]?.toLowerCase();
    if (!uuid || seen.has(uuid)) return [];
    seen.add(uuid);
    const same = known.find((image) => image.uuid === uuid);
    const typedUrl = cdnUrl.trim().startsWith(pendingMediaPrefix)
      ? `${pendingMediaPrefix}${uuid}/`
      : (same?.cdnUrl ?? `/media/${uuid}/`);
    return [
      {
        id: id ?? same?.id ?? unresolvedImageId,
        uuid,
        cdnUrl: id !== undefined ? cdnUrl : typedUrl,
        fileName: fileName ?? same?.fileName ?? '',
      },
    ];
  });
}

/**
 * The record meta of a record created offline: a negative stand-in id, which the outbox replaces in
 * later queued writes (an edit or publish of that record) once the server has named it.
 */
export function standInMeta() {
  return { id: standInId(), version: 1, updatedAt: new Date().toISOString() };
}
