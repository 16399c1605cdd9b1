import { ApiError, apiRequest } from '../../lib/api-client';
import { authorizationHeader, endSessionOn401, memberIdOf, sessionMemberId, useSession } from '../session/session';
import { isMine } from './answers';
import type { RecordRef } from './db';
import { foldAnswer } from './fold-answer';
import { isStandInId, randomUuid } from './ids';
import { refreshOutbox, setOffline, tellOtherTabs } from './outbox-store';
import {
  appendWrite,
  applyReadChanges,
  fromStoredBody,
  listPendingImages,
  readsForWrite,
  listWrites,
  toStoredBody,
} from './queue';
import { replayOutbox } from './replay';
import { pauseForLogin } from './replay-token';
import { isPlainObject, rewriteBody, rewriteRecord, rewriteUrl, rewriteValue, type Rewrites } from './rewrite';
import { isOffline, writeHeaders } from './send';
import { forwardVersion, knownRewrites, queuedInThisTab } from './settle-write';
import { outboxTexts } from './texts';

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Mutation<T = unknown> = {
  method: MutationMethod;
  url: string;
  /**
   * The record the write changes (its collection's list path and its id; a create names no id), or
   * null when it changes none that a list shows (a password): the rows' pending marks, the versions
   * carried forward and the answer folded into the cached reads follow it. A singleton: singleRecord().
   */
  record: RecordRef | null;
  /** A plain value goes as JSON, a FormData as multipart (uploads, the walk's eventData). */
  body?: unknown;
  /** The loaded record's `version`: sent as If-Match, so a change made meanwhile answers 409, not a silent overwrite. */
  version?: number | undefined;
  /**
   * Offline, or when the network fails, the write waits in the outbox and the screen takes this as
   * the answer (the record as it will be). A create may answer a negative id (`standInId()`): later
   * writes may name the record by it until the server gives the real one. Without whenQueued the
   * write is refused offline (sending a newsletter, promoting or demoting, a password change).
   */
  whenQueued?: () => T;
};

/**
 * Every admin write goes through here (ARCHITECTURE.md "Offline"). Online with nothing waiting it
 * is sent now with a fresh Idempotency-Key (a repeat after a lost answer is applied once) and
 * If-Match when the screen loaded a version. Offline, on a network failure, or while earlier writes
 * wait (their order counts), it goes into the IndexedDB outbox with that key and version and
 * resolves with `whenQueued()`; without whenQueued it is refused with a clear message.
 * A refused token (401) ends the session; a write with whenQueued then waits for the next login.
 * Throws ApiError: status 409 carries the server's conflict message, status 0 a refusal offline.
 */
export async function mutate<T = unknown>(request: Mutation<T>): Promise<T> {
  const idempotencyKey = randomUuid();
  let { url, body, record } = await withKnownStandIns(request);
  // A form open since its own queued write was replayed still holds the version before it.
  const mutation = { ...request, version: forwardVersion(record, request.version) };
  const waiting = await waitingWork();

  if (isOffline() || waiting.writes > 0 || waiting.images > 0) {
    if (mutation.whenQueued && waiting.storage) {
      return queue({ ...mutation, url, body, record, whenQueued: mutation.whenQueued }, idempotencyKey);
    }
    if (isOffline() || !waiting.storage) throw new ApiError(0, outboxTexts.refusedOffline);
    // Online with writes waiting: they go first, then this one, or it is refused if they stay stuck.
    await replayOutbox();
    if ((await waitingWork()).writes > 0) throw new ApiError(0, outboxTexts.refusedWhilePending);
    ({ url, body, record } = await withKnownStandIns({ url, body, record }));
  }

  const token = useSession.getState().token;
  try {
    const answer = await sendNow<T>({ ...mutation, url, body }, idempotencyKey);
    if (useSession.getState().token === token) await remember({ method: mutation.method, record, answer });
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token && mutation.whenQueued && waiting.storage) {
      // The session ends (the guard shows the login) but the form's change is kept: it waits for the
      // next login with the key of this try, and the login page says how many wait.
      const answer = await queue(
        { ...mutation, url, body, record, whenQueued: mutation.whenQueued },
        idempotencyKey,
        token,
      );
      pauseForLogin(token);
      return answer;
    }
    if (error instanceof ApiError && error.status === 0) {
      setOffline(true);
      // The request may have reached the server: queued with the same key, a replay is applied once.
      if (mutation.whenQueued && waiting.storage) {
        return queue({ ...mutation, url, body, record, whenQueued: mutation.whenQueued }, idempotencyKey);
      }
      throw new ApiError(0, outboxTexts.refusedOffline);
    }
    throw error;
  }
}

/**
 * Sends a write now with the bearer token, the given Idempotency-Key and If-Match; a refused token
 * ends the session. For mutate() and the uploads, which keep photos apart from the ordered queue.
 */
export async function sendNow<T>(
  { method, url, body, version }: Pick<Mutation<T>, 'method' | 'url' | 'body' | 'version'>,
  idempotencyKey: string = randomUuid(),
): Promise<T> {
  const headers = writeHeaders(authorizationHeader(), idempotencyKey, version);
  const answer = await apiRequest<T>(url, { method, body, headers }).catch(endSessionOn401);
  setOffline(false);
  return answer;
}

/**
 * What of the signed-in member waits in the outbox (another admin's writes do not hold this one
 * back); `storage` false when IndexedDB cannot be used (nothing can be queued then).
 */
async function waitingWork(): Promise<{ writes: number; images: number; storage: boolean }> {
  try {
    const member = sessionMemberId();
    const [writes, images] = await Promise.all([listWrites(), listPendingImages()]);
    return {
      writes: writes.filter((write) => isMine(write, member)).length,
      images: images.filter((image) => !image.uploaded && isMine(image, member)).length,
      storage: true,
    };
  } catch {
    return { writes: 0, images: 0, storage: false };
  }
}

async function queue<T>(
  mutation: Mutation<T> & { whenQueued: () => T },
  idempotencyKey: string,
  token: string | null = useSession.getState().token,
): Promise<T> {
  const answer = mutation.whenQueued();
  const answerId = isPlainObject(answer) ? answer.id : undefined;
  const { record } = mutation;
  const creates = mutation.method === 'POST' && record !== null && record.id === undefined;
  const standInId = creates && isStandInId(answerId) ? answerId : undefined;
  const memberId = memberIdOf(token);
  queuedInThisTab(idempotencyKey);
  await appendWrite({
    method: mutation.method,
    url: mutation.url,
    record,
    body: toStoredBody(mutation.body),
    idempotencyKey,
    ...(mutation.version !== undefined ? { version: mutation.version } : {}),
    ...(standInId !== undefined ? { standInId } : {}),
    ...(memberId !== undefined ? { memberId } : {}),
    createdAt: new Date().toISOString(),
    state: 'pending',
  });
  // The screens load from the cached reads offline: they show the change as it will be.
  await remember({ method: mutation.method, record, answer, standInId });
  await refreshOutbox();
  tellOtherTabs('changed');
  if (!isOffline()) void replayOutbox();
  return answer;
}

/** Folds an answer into the cached reads; a failure there must not fail the write. */
async function remember(change: Parameters<typeof foldAnswer>[1]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await applyReadChanges(foldAnswer(await readsForWrite(change.record), change, new Date().toISOString()));
  } catch (error) {
    console.warn('Het antwoord kon niet in de offline kopie van het beheer:', error);
  }
}

type Target = Pick<Mutation, 'url' | 'body' | 'record'>;

/** A write from a screen that still names stand-ins already uploaded or created gets the real ones. */
async function withKnownStandIns({ url, body, record }: Target): Promise<Target> {
  const rewrites = await knownRewrites();
  if (!rewrites) return { url, body, record };
  return {
    url: rewriteUrl(url, rewrites),
    body: rewriteLiveBody(body, rewrites),
    record: record && rewriteRecord(record, rewrites),
  };
}

function rewriteLiveBody(body: unknown, rewrites: Rewrites): unknown {
  if (body instanceof FormData) {
    const stored = toStoredBody(body);
    const rewritten = rewriteBody(stored, rewrites);
    return rewritten === stored ? body : fromStoredBody(rewritten);
  }
  return rewriteValue(body, rewrites);
}
