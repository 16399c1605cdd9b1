import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import { fallbackMessages } from '../../lib/api-client';
import { verdictOf } from './answers';
import type { PendingImage, StoredBody } from './db';
import { rewriteReads } from './fold-answer';
import { randomUuid } from './ids';
import { tellOtherTabs } from './outbox-store';
import { listReads, listWrites, putPendingImage, putWrites } from './queue';
import { applyReadsFor, pauseForLogin } from './replay-token';
import { imageRewrites, isPlainObject, rewriteWrite } from './rewrite';
import { messageOf, request, type Outcome } from './send';

/**
 * The replay's photo uploads: a photo chosen offline is uploaded with its own stored key, and the
 * queued writes and cached reads that name its stand-in get the real image.
 */

export const imageUploadUrl = adminApiPaths.images.upload;

export async function uploadPending(image: PendingImage, token: string): Promise<Outcome> {
  let key = image.idempotencyKey;
  if (!key) {
    // Stored before the first try, so a retry after a lost answer repeats the same key.
    key = randomUuid();
    await putPendingImage({ ...image, idempotencyKey: key });
  }
  const body: StoredBody = { kind: 'form', entries: [['files', { blob: image.blob, fileName: image.fileName }]] };
  const answered = verdictOf(
    'POST',
    await request(imageUploadUrl, { method: 'POST', body, idempotencyKey: key, token }),
  );
  if (answered.kind === 'later') return 'stop';
  if (answered.kind === 'login') return pauseForLogin(token);
  if (answered.kind === 'refused') {
    await putPendingImage({
      ...image,
      idempotencyKey: key,
      failure: { status: answered.status, message: messageOf(answered) },
    });
    tellOtherTabs('changed');
    return 'stop';
  }
  const [real] = Array.isArray(answered.answer) ? (answered.answer as unknown[]) : [];
  if (!isUploadedImage(real)) {
    await putPendingImage({
      ...image,
      idempotencyKey: key,
      failure: { status: 200, message: fallbackMessages.invalidJson },
    });
    return 'stop';
  }
  // Known first, so a write queued from now on is rewritten when mutate() stores it.
  await putPendingImage({
    ...image,
    idempotencyKey: key,
    uploaded: { id: real.id, uuid: real.uuid, cdnUrl: real.cdnUrl, fileName: real.fileName },
    uploadedAt: new Date().toISOString(),
  });
  const rewrites = imageRewrites(image, real);
  const writes = await listWrites();
  await putWrites(writes.flatMap((write) => rewriteWrite(write, rewrites) ?? []));
  await applyReadsFor(token, async () => rewriteReads(await listReads(), rewrites));
  tellOtherTabs('changed');
  return 'done';
}

function isUploadedImage(value: unknown): value is { id: number; uuid: string; cdnUrl: string; fileName: string } {
  return (
    isPlainObject(value) &&
    typeof value.id === 'number' &&
    typeof value.uuid === 'string' &&
    typeof value.cdnUrl === 'string' &&
    typeof value.fileName === 'string'
  );
}
