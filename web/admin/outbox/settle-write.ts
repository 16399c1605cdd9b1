import type { QueuedWrite, RecordRef } from './db';
import { foldAnswer, rewriteReads } from './fold-answer';
import { listPendingImages, listReads, listWrites, readsForWrite, removeWrite } from './queue';
import { recordOfWrite, writeRecordOf } from './record';
import { applyReadsFor } from './replay-token';
import {
  chainVersions,
  idRewrites,
  imageRewrites,
  isPlainObject,
  rewriteWrite,
  versionOf,
  type Rewrites,
} from './rewrite';

/**
 * What a replayed write's success changes: stand-in ids, the versions later writes carry, the
 * cached reads; and what this tab's screens still need from that (the ids and versions they hold).
 */

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

const recordKey = (record: RecordRef) => `${record.collection}/${record.id}`;

/** Marks a write as queued by a screen of this tab (mutate). */
export function queuedInThisTab(idempotencyKey: string): void {
  queuedHere.add(idempotencyKey);
}

/** The version a save from this tab should send, after its own queued writes to the record were replayed. */
export function forwardVersion(record: RecordRef | null, version: number | undefined): number | undefined {
  const steps = record?.id !== undefined ? versionsForward.get(recordKey(record)) : undefined;
  if (!steps || version === undefined) return version;
  let current = version;
  for (let hops = 0; hops <= steps.size; hops++) {
    const next = steps.get(current);
    if (next === undefined) break;
    current = next;
  }
  return current;
}

/**
 * A replayed write succeeded: a created record's stand-in id becomes the real one in later writes
 * and cached reads, later writes to the record carry its new version, and the answer goes into
 * the cached reads.
 */
export async function settle(write: QueuedWrite & { seq: number }, answer: unknown, token: string): Promise<void> {
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
  const written = writeRecordOf(write);
  await applyReadsFor(token, async () =>
    foldAnswer(
      await readsForWrite(written),
      { method: write.method, record: written, answer },
      new Date().toISOString(),
    ),
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
