import { memberIdOf, useSession } from '../session/session';
import { isMine, verdictOf } from './answers';
import type { QueuedWrite } from './db';
import { bumpRevision, refreshOutbox, tellOtherTabs, useOutboxStore } from './outbox-store';
import { listPendingImages, listWrites, putWrites, removePendingImage } from './queue';
import { isRefusedToken, pauseForLogin } from './replay-token';
import { isPlainObject, rewriteWrite } from './rewrite';
import { isOffline, messageOf, request, type Outcome } from './send';
import { knownRewrites, settle } from './settle-write';
import { uploadPending } from './upload-pending';

/**
 * The replay of the outbox (ARCHITECTURE.md "Offline"): photos first, then the writes in seq order,
 * each with its own stored Idempotency-Key and If-Match, so a write whose answer was lost is applied
 * once. One replay at a time in this tab (and across tabs where the browser has Web Locks).
 * It stops at the first write it cannot send: no usable answer (no network, a timeout, a captive
 * portal, a 5xx, 408 or 429: tried again later), a refused token (after the next login), a conflict
 * or another refusal (after the admin's choice in the dialog). Only the signed-in member's writes
 * and photos are sent; another admin's wait for that admin's login.
 */

/** Uploaded photos are kept this long after their upload, so a form still open with their stand-in is rewritten on save. */
const keepUploadedMs = 24 * 60 * 60 * 1000;

let running: Promise<void> | undefined;
let again = false;

/** Runs the replay, or joins the one under way (which then makes one more pass for what came in meanwhile). */
export function replayOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await withLock(replayPass);
      } while (again);
    } catch (error) {
      console.warn('De wachtrij van het beheer kon niet verstuurd worden:', error);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** One replay across the admin's tabs at a time, where the browser offers Web Locks. */
function withLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('houtlandstappers-admin-outbox', () => task()).then(() => undefined) : task();
}

async function replayPass(): Promise<void> {
  const token = useSession.getState().token;
  if (!token || isRefusedToken(token) || isOffline()) return;
  const member = memberIdOf(token);
  useOutboxStore.setState({ waitingForLogin: false });
  let replayed = false;
  const expired: string[] = [];
  try {
    for (const image of await listPendingImages()) {
      if (!isMine(image, member)) continue;
      if (image.uploaded) {
        const since = Date.parse(image.uploadedAt ?? image.createdAt);
        if (Date.now() - since > keepUploadedMs) expired.push(image.uuid);
        continue;
      }
      if (image.failure) return;
      const outcome = await uploadPending(image, token);
      if (outcome === 'stop') return;
      replayed = true;
    }
    for (;;) {
      const head = (await listWrites()).find((write) => isMine(write, member));
      if (!head || head.seq === undefined) break;
      if (head.state !== 'pending') return;
      // A write queued while a photo was uploading (or in another tab) may still name its stand-in.
      const write = await withKnownRewrites(head);
      const outcome = await sendWrite({ ...write, seq: head.seq }, token);
      if (outcome === 'stop') return;
      replayed = true;
    }
    // Only now: a write that still named an old photo's stand-in has been rewritten and sent.
    for (const uuid of expired) await removePendingImage(uuid);
  } finally {
    await refreshOutbox();
    if (replayed) {
      bumpRevision();
      tellOtherTabs('replayed');
    }
  }
}

async function withKnownRewrites(write: QueuedWrite): Promise<QueuedWrite> {
  const rewrites = await knownRewrites();
  const rewritten = rewrites && rewriteWrite(write, rewrites);
  if (!rewritten) return write;
  await putWrites([rewritten]);
  return rewritten;
}

/** Sends one queued write; a refusal is stored on it (conflict or failure) for the dialog. */
async function sendWrite(write: QueuedWrite & { seq: number }, token: string): Promise<Outcome> {
  const answered = verdictOf(
    write.method,
    await request(write.url, {
      method: write.method,
      body: write.body,
      idempotencyKey: write.idempotencyKey,
      token,
      version: write.version,
    }),
  );
  if (answered.kind === 'later') return 'stop';
  if (answered.kind === 'login') return pauseForLogin(token);
  if (answered.kind === 'ok') {
    await settle(write, answered.answer, token);
    return 'done';
  }
  const message = messageOf(answered);
  const current = isPlainObject(answered.body) ? answered.body.current : undefined;
  const stopped: QueuedWrite =
    answered.status === 409 && current !== undefined
      ? { ...write, state: 'conflict', conflict: { message, current } }
      : { ...write, state: 'failed', failure: { status: answered.status, message } };
  await putWrites([stopped]);
  tellOtherTabs('changed');
  return 'stop';
}
