import { adminDb, type CachedRead, type PendingImage, type QueuedWrite, type RecordRef, type StoredBody } from './db';
import type { ReadChanges } from './fold-answer';
import { pathOf } from './rewrite';

/** The outbox in IndexedDB: queued writes, photos chosen offline and the read cache. */

/** A request body as IndexedDB keeps it: FormData as its entries (files as Blobs with their names), else JSON. */
export function toStoredBody(body: unknown): StoredBody {
  if (body === undefined) return { kind: 'none' };
  if (body instanceof FormData) {
    const entries: Extract<StoredBody, { kind: 'form' }>['entries'] = [];
    body.forEach((value, name) => {
      entries.push([name, typeof value === 'string' ? value : { blob: value, fileName: value.name }]);
    });
    return { kind: 'form', entries };
  }
  return { kind: 'json', value: body };
}

/** The body to send again: a FormData for multipart, else the JSON value (undefined for none). */
export function fromStoredBody(body: StoredBody): unknown {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'json') return body.value;
  const form = new FormData();
  for (const [name, value] of body.entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value.blob, value.fileName);
  }
  return form;
}

/** Appends a write at the end of the queue; answers its seq. */
export async function appendWrite(write: Omit<QueuedWrite, 'seq'>): Promise<number> {
  return (await adminDb()).add('outbox', write as QueuedWrite);
}

/** Every queued write in replay order. */
export async function listWrites(): Promise<QueuedWrite[]> {
  return (await adminDb()).getAll('outbox');
}

export async function getWrite(seq: number): Promise<QueuedWrite | undefined> {
  return (await adminDb()).get('outbox', seq);
}

export async function putWrites(writes: readonly QueuedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const tx = (await adminDb()).transaction('outbox', 'readwrite');
  await Promise.all([...writes.map((write) => tx.store.put(write)), tx.done]);
}

/** Removes a write and stores the later writes it changed (versions, ids), in one transaction. */
export async function removeWrite(seq: number, changed: readonly QueuedWrite[] = []): Promise<void> {
  const tx = (await adminDb()).transaction('outbox', 'readwrite');
  await Promise.all([tx.store.delete(seq), ...changed.map((write) => tx.store.put(write)), tx.done]);
}

export async function addPendingImage(image: PendingImage): Promise<void> {
  await (await adminDb()).put('images', image);
}

/** Photos chosen offline, oldest first. */
export async function listPendingImages(): Promise<PendingImage[]> {
  const images = await (await adminDb()).getAll('images');
  return images.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function putPendingImage(image: PendingImage): Promise<void> {
  await (await adminDb()).put('images', image);
}

export async function removePendingImage(uuid: string): Promise<void> {
  await (await adminDb()).delete('images', uuid);
}

/** The cached answer of an admin GET, by its path and query. */
export async function readCached(url: string): Promise<CachedRead | undefined> {
  return (await adminDb()).get('reads', pathOf(url));
}

export async function saveRead(url: string, data: unknown): Promise<void> {
  await (await adminDb()).put('reads', { url: pathOf(url), data, savedAt: new Date().toISOString() });
}

export async function listReads(): Promise<CachedRead[]> {
  return (await adminDb()).getAll('reads');
}

/**
 * The cached GETs a write to the record can change: those of its collection (its record and lists),
 * read by key range, so a write does not load every cached list (a large member list among them).
 */
export async function readsForWrite(record: RecordRef | null | undefined): Promise<CachedRead[]> {
  const collection = record?.collection;
  if (!collection) return [];
  return (await adminDb()).getAll('reads', IDBKeyRange.bound(collection, `${collection}\uffff`));
}

export async function applyReadChanges(changes: ReadChanges): Promise<void> {
  if (changes.put.length === 0 && changes.remove.length === 0) return;
  const tx = (await adminDb()).transaction('reads', 'readwrite');
  await Promise.all([
    ...changes.remove.map((url) => tx.store.delete(url)),
    ...changes.put.map((read) => tx.store.put(read)),
    tx.done,
  ]);
}

/** Forgets every cached GET (an explicit logout: the member data must not stay on a shared laptop). */
export async function clearReads(): Promise<void> {
  await (await adminDb()).clear('reads');
}
