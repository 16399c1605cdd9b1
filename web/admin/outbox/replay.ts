import { fallbackMessages } from '../../lib/api-client';
import { memberIdOf, useSession } from '../lib/session';
import { isMine, timeoutFor, verdictOf, type Received } from './answers';
import type { PendingImage, QueuedWrite, StoredBody } from './db';
import { randomUuid } from './ids';
import { bumpRevision, refreshOutbox, setOffline, tellOtherTabs, useOutboxStore } from './outbox-store';
import {
  applyReadChanges,
  fromStoredBody,
  getWrite,
  listPendingImages,
  listReads,
  listWrites,
  putPendingImage,
  putWrites,
  removePendingImage,
  removeWrite,
} from './queue';
import {
  chainVersions,
  foldAnswer,
  idRewrites,
  imageRewrites,
  isPlainObject,
  recordOf,
  recordOfWrite,
  rewriteReads,
  rewriteWrite,
  versionOf,
  type ReadChanges,
  type RecordRef,
  type Rewrites,
} from './rewrite';

/**
 * The replay of the outbox (ARCHITECTURE.md "Offline"): photos first, then the writes in seq order,
 * each with its own stored Idempotency-Key and If-Match, so a write whose answer was lost is applied
 * once. One replay at a time in this tab (and across tabs where the browser has Web Locks).
 * It stops at the first write it cannot send: no usable answer (no network, a timeout, a captive
 * portal, a 5xx, 408 or 429: tried again later), a refused token (after the next login), a conflict
 * or another refusal (after the admin's choice in the dialog). Only the signed-in member's writes
 * and photos are sent; another admin's wait for that admin's login.
 */

export const imageUploadUrl = '/admin/api/images/upload';

/** Uploaded photos are kept this long after their upload, so a form still open with their stand-in is rewritten on save. */
const keepUploadedMs = 24 * 60 * 60 * 1000;

type Outcome = 'done' | 'stop';

/** Records created offline and the ids the server gave them, for screens still showing a stand-in. */
const createdIds = new Map<number, number>();

/** Idempotency keys of the writes queued in this tab: their screens may still hold the version they were based on. */
const queuedHere = new Set<string>();

/**
 * Per record ('/admin/api/events/5'), the versions this tab's replayed writes moved it from and to.
 * An edit form is not reloaded after a replay (it keeps what the admin typed), so its next save
 * would carry the version from before its own queued change: it is carried forward here instead.
 */
const versionsForward = new Map<string, Map<number, number>>();

const recordKey = (record: Required<RecordRef>) => `${record.collection}/${record.id}`;

/** Marks a write as queued by a screen of this tab (mutate). */
export function queuedInThisTab(idempotencyKey: string): void {
  queuedHere.add(idempotencyKey);
}

/** The version a save from this tab should send, after its own queued writes to the record were replayed. */
export function forwardVersion(url: string, version: number | undefined): number | undefined {
  const record = recordOfWrite({ url });
  const steps = record && versionsForward.get(recordKey(record));
  if (!steps || version === undefined) return version;
  let current = version;
  for (let hops = 0; hops <= steps.size; hops++) {
    const next = steps.get(current);
    if (next === undefined) break;
    current = next;
  }
  return current;
}

/** The token the server refused while replaying; the queue waits until another one is stored. */
let refusedToken: string | null = null;

let running: Promise<void> | undefined;
let again = false;

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

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
  if (!token || token === refusedToken || isOffline()) return;
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
      const outcome = await send({ ...write, seq: head.seq }, token);
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

/**
 * One request with the replay's bearer token; undefined when no answer came (network, timeout).
 * JSON gets a minute; an upload gets time by its size, so a large photo on a weak link can finish.
 */
async function request(
  url: string,
  init: { method: string; body: StoredBody; idempotencyKey: string; token: string; version?: number | undefined },
): Promise<Received | undefined> {
  const body = fromStoredBody(init.body);
  const isForm = body instanceof FormData;
  const hasJson = body !== undefined && !isForm;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(hasJson ? { 'Content-Type': 'application/json' } : {}),
        Authorization: `Bearer ${init.token}`,
        'Idempotency-Key': init.idempotencyKey,
        ...(init.version !== undefined ? { 'If-Match': `"${init.version}"` } : {}),
      },
      body: isForm ? body : hasJson ? JSON.stringify(body) : null,
      signal: AbortSignal.timeout(timeoutFor(init.body)),
    });
    text = await response.text();
  } catch {
    setOffline(true);
    return undefined;
  }
  // A redirect is a captive portal or a login page in between, not the server.
  setOffline(response.redirected);
  return { status: response.status, redirected: response.redirected, text };
}

function messageOf(answered: { status: number; body: unknown }): string {
  const message = isPlainObject(answered.body) ? answered.body.message : undefined;
  return typeof message === 'string' && message !== '' ? message : fallbackMessages.status(answered.status);
}

/** A refused token: the session ends (the guard shows the login) and the queue waits for the next token. */
export function pauseForLogin(token: string): Outcome {
  refusedToken = token;
  useOutboxStore.setState({ waitingForLogin: true });
  if (useSession.getState().token === token) useSession.getState().expire();
  return 'stop';
}

async function send(write: QueuedWrite & { seq: number }, token: string): Promise<Outcome> {
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

/**
 * A replayed write succeeded: a created record's stand-in id becomes the real one in later writes
 * and cached reads, later writes to the record carry its new version, and the answer goes into
 * the cached reads.
 */
async function settle(write: QueuedWrite & { seq: number }, answer: unknown, token: string): Promise<void> {
  const others = (await listWrites()).filter((other) => other.seq !== write.seq);
  const changed = new Map<number, QueuedWrite>();
  const realId = isPlainObject(answer) && typeof answer.id === 'number' ? answer.id : undefined;
  let record = recordOfWrite(write);

  if (write.standInId !== undefined && realId !== undefined) {
    createdIds.set(write.standInId, realId);
    const rewrites = idRewrites(write.standInId, realId);
    for (const other of others) {
      const rewritten = rewriteWrite(other, rewrites);
      if (rewritten?.seq !== undefined) changed.set(rewritten.seq, rewritten);
    }
    await applyReadsFor(token, async () => rewriteReads(await listReads(), rewrites));
    record = record && { collection: record.collection, id: realId };
  }

  const version = versionOf(answer);
  const created = write.standInId !== undefined;
  if (record && version !== undefined && (created || write.version !== undefined)) {
    const current = others.map((other) => (other.seq !== undefined ? changed.get(other.seq) : undefined) ?? other);
    for (const chained of chainVersions(current, record, created ? undefined : write.version, version)) {
      if (chained.seq !== undefined) changed.set(chained.seq, chained);
    }
  }
  if (record && version !== undefined && write.version !== undefined && queuedHere.has(write.idempotencyKey)) {
    const steps = versionsForward.get(recordKey(record)) ?? new Map<number, number>();
    if (version !== write.version) steps.set(write.version, version);
    versionsForward.set(recordKey(record), steps);
  }
  await removeWrite(write.seq, [...changed.values()]);
  await applyReadsFor(token, async () =>
    foldAnswer(await listReads(), { method: write.method, url: write.url, answer }, new Date().toISOString()),
  );
}

/**
 * Changes the read cache only while the replay's token is still the session's: after a logout
 * (which clears the cache) a replay under way must not fill it again with members' data.
 */
async function applyReadsFor(token: string, changes: () => Promise<ReadChanges>): Promise<void> {
  if (useSession.getState().token !== token) return;
  const computed = await changes();
  if (useSession.getState().token !== token) return;
  await applyReadChanges(computed);
}

async function uploadPending(image: PendingImage, token: string): Promise<Outcome> {
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

/** Stand-ins whose real names are known: uploaded photos and records created on replay. */
export async function knownRewrites(): Promise<Rewrites | undefined> {
  const images = (await listPendingImages().catch(() => [])).filter((image) => image.uploaded);
  if (images.length === 0 && createdIds.size === 0) return undefined;
  const texts: Rewrites['texts'] = [];
  const ids = new Map(createdIds);
  for (const image of images) {
    const one = imageRewrites(image, image.uploaded!);
    texts.push(...one.texts);
    for (const [from, to] of one.ids) ids.set(from, to);
  }
  return { texts, ids };
}

// The dialog's choices. Each changes the stored write, refreshes the store and resumes the replay.

async function afterChoice(revision: boolean): Promise<void> {
  await refreshOutbox();
  if (revision) bumpRevision();
  tellOtherTabs(revision ? 'replayed' : 'changed');
  void replayOutbox();
}

/** 'Mijn versie behouden': sent again over the server's version (the same key: a 409 is not stored). */
export async function keepMine(seq: number): Promise<void> {
  const write = await getWrite(seq);
  if (!write || write.state !== 'conflict') return;
  const serverVersion = versionOf(write.conflict?.current);
  const kept: QueuedWrite = { ...write, state: 'pending' };
  delete kept.conflict;
  if (serverVersion === undefined) delete kept.version;
  else kept.version = serverVersion;
  const record = recordOfWrite(write);
  // Later writes made on the same screen follow: they would only meet the same conflict.
  const later =
    record && serverVersion !== undefined && write.version !== undefined
      ? chainVersions(
          (await listWrites()).filter((other) => other.seq !== seq),
          record,
          write.version,
          serverVersion,
        )
      : [];
  await putWrites([kept, ...later]);
  await afterChoice(false);
}

/** 'Serverversie gebruiken': this write goes; the server's record is what the cached reads show. */
export async function takeServerVersion(seq: number): Promise<void> {
  const write = await getWrite(seq);
  if (!write || write.state !== 'conflict') return;
  await removeWrite(seq);
  const current = write.conflict?.current;
  if (recordOf(write.url) && current !== undefined) {
    await applyReadChanges(
      foldAnswer(await listReads(), { method: 'PUT', url: write.url, answer: current }, new Date().toISOString()),
    );
  }
  await afterChoice(true);
}

/** 'Wijziging verwijderen' for a refused write. */
export async function dropWrite(seq: number): Promise<void> {
  await removeWrite(seq);
  await afterChoice(true);
}

/** 'Opnieuw proberen' for a refused write. */
export async function retryWrite(seq: number): Promise<void> {
  const write = await getWrite(seq);
  if (!write) return;
  const retried: QueuedWrite = { ...write, state: 'pending' };
  delete retried.failure;
  await putWrites([retried]);
  await afterChoice(false);
}

/** 'Wijziging verwijderen' for a refused photo: writes that still name it will be refused in turn. */
export async function dropPendingImage(uuid: string): Promise<void> {
  await removePendingImage(uuid);
  await afterChoice(true);
}

export async function retryPendingImage(uuid: string): Promise<void> {
  const image = (await listPendingImages()).find((candidate) => candidate.uuid === uuid);
  if (!image) return;
  const retried: PendingImage = { ...image };
  delete retried.failure;
  await putPendingImage(retried);
  await afterChoice(false);
}

/** A new token after a refusal: the queue may go on. */
export function tokenChanged(token: string | null): void {
  if (token && token !== refusedToken) {
    refusedToken = null;
    useOutboxStore.setState({ waitingForLogin: false });
  }
}
