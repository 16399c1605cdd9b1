import type { Image } from '../../../server/contracts/image';
import { ApiError } from '../../lib/api-client';
import { pendingMediaPrefix } from '../outbox/db';
import { randomUuid, standInId } from '../outbox/ids';
import { sendNow } from '../outbox/mutate';
import { refreshOutbox, tellOtherTabs } from '../outbox/outbox-store';
import { addPendingImage } from '../outbox/queue';
import { isOffline } from '../outbox/send';
import { imageUploadUrl } from '../outbox/upload-pending';
import { outboxTexts } from '../outbox/texts';
import { sessionMemberId } from '../session/session';

/**
 * POST /admin/api/images/upload (SPEC §7): each file in the repeated field `files`; answers the
 * images in order. Offline, or when the network fails, each file is kept in IndexedDB and answered
 * by a stand-in (a negative id, a random uuid, a /media/pending/ cdnUrl the service worker serves);
 * the replay uploads it first and rewrites the queued writes that name the stand-in.
 */
export async function uploadImages(files: Iterable<File>): Promise<Image[]> {
  const list = [...files];
  const idempotencyKey = randomUuid();
  if (!isOffline()) {
    const form = new FormData();
    for (const file of list) form.append('files', file, file.name);
    try {
      return await sendNow<Image[]>({ method: 'POST', url: imageUploadUrl, body: form }, idempotencyKey);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
    }
  }
  try {
    // One file keeps the key of the try that may have reached the server; a batch cannot be split by key.
    const standIns = await Promise.all(
      list.map((file) => keepPending(file, list.length === 1 ? idempotencyKey : undefined)),
    );
    await refreshOutbox();
    tellOtherTabs('changed');
    return standIns;
  } catch (error) {
    console.warn('De foto kon niet bewaard worden voor later:', error);
    throw new ApiError(0, outboxTexts.refusedOffline);
  }
}

async function keepPending(file: File, idempotencyKey: string | undefined): Promise<Image> {
  const uuid = randomUuid();
  const id = standInId();
  const memberId = sessionMemberId();
  await addPendingImage({
    uuid,
    id,
    blob: file,
    fileName: file.name,
    createdAt: new Date().toISOString(),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(memberId !== undefined ? { memberId } : {}),
  });
  return { id, uuid, cdnUrl: `${pendingMediaPrefix}${uuid}/`, fileName: file.name };
}
