import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The admin's offline store in IndexedDB (ARCHITECTURE.md "Offline"): the outbox of writes waiting
 * for a connection, the photos chosen offline, and the last answer of every admin GET. The service
 * worker reads `images` too (web/sw.ts serves /media/pending/{uuid}/… from it), so the shape of that
 * store is shared: change it only with a new database version and an upgrade step.
 */

/** A request body as IndexedDB can keep it: JSON as is, multipart as its entries (files stay Blobs). */
export type StoredBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; entries: [name: string, value: string | { blob: Blob; fileName: string }][] };

/**
 * The record a write changes, as the write's caller names it: its collection (the list's path: the
 * read cache keeps the record and the lists under it, and its rows show the pending mark) and its id.
 * A create names no id: the record has a stand-in id, then the server's, from the answer.
 */
export type RecordRef = { collection: string; id?: number };

/** A write waiting in the outbox, replayed in `seq` order with its own key and version. */
export type QueuedWrite = {
  seq?: number;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /**
   * The record the write changes; null when it changes none. Absent in writes queued by a version of
   * the app from before writes named it: their record is read from the URL (outbox/record.ts).
   */
  record?: RecordRef | null;
  body: StoredBody;
  idempotencyKey: string;
  /** The version the screen loaded: sent as If-Match. */
  version?: number;
  createdAt: string;
  /**
   * 'conflict' waits for the admin's choice, 'failed' for the admin to retry or drop it; the queue
   * stops at either so later writes keep their order.
   */
  state: 'pending' | 'conflict' | 'failed';
  /** The server's version at the conflict (its 409 `current`). */
  conflict?: { message: string; current: unknown };
  /** The server's refusal (another 4xx or a 5xx). */
  failure?: { status: number; message: string };
  /** A create whose answer named the new record by this negative id: later writes use it until the real id is known. */
  standInId?: number;
  /**
   * The member who made the write (the token's `sub`): it is only replayed under that member's
   * session, since the server keys idempotency per member and logs the change under the sender.
   */
  memberId?: number;
};

/** A photo chosen offline: uploaded first on replay; writes that name it are rewritten to the real image. */
export type PendingImage = {
  /** A random uuid that stands for the image until it is uploaded. */
  uuid: string;
  /** A negative number that stands for the image id in queued writes (real ids are positive). */
  id: number;
  blob: Blob;
  fileName: string;
  createdAt: string;
  /** Sent with the upload, so a repeat after a lost answer does not store the photo twice. */
  idempotencyKey?: string;
  /** The real image once uploaded: kept a while, so a form still open with the stand-in is rewritten on save. */
  uploaded?: { id: number; uuid: string; cdnUrl: string; fileName: string };
  /** When the upload succeeded: the uploaded image is kept a day from then. */
  uploadedAt?: string;
  /** The member who chose the photo: uploaded only under that member's session (see QueuedWrite). */
  memberId?: number;
  /** The server refused the upload (not an image, too large): the admin retries or drops it. */
  failure?: { status: number; message: string };
};

/** The last answer of an admin GET, shown when the network is gone. */
export type CachedRead = { url: string; data: unknown; savedAt: string };

export interface AdminOfflineDb extends DBSchema {
  outbox: { key: number; value: QueuedWrite };
  images: { key: string; value: PendingImage };
  reads: { key: string; value: CachedRead };
}

export const adminDbName = 'houtlandstappers-admin';

let opened: Promise<IDBPDatabase<AdminOfflineDb>> | undefined;

export function adminDb(): Promise<IDBPDatabase<AdminOfflineDb>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB ontbreekt in deze omgeving.'));
  if (opened) return opened;
  const opening: Promise<IDBPDatabase<AdminOfflineDb>> = openDB<AdminOfflineDb>(adminDbName, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('images', { keyPath: 'uuid' });
      db.createObjectStore('reads', { keyPath: 'url' });
    },
    // A newer version opened elsewhere (a new deployment in another tab) waits for this connection:
    // it closes, and the next use here opens the database again.
    blocking() {
      if (opened === opening) opened = undefined;
      void opening.then((db) => db.close());
    },
    // The browser closed the connection (storage cleared, a crash): open again on the next use.
    terminated() {
      if (opened === opening) opened = undefined;
    },
  }).catch((error: unknown) => {
    // A failed open (blocked, storage off) may work on the next try.
    if (opened === opening) opened = undefined;
    throw error;
  });
  opened = opening;
  return opening;
}

/** The prefix of a photo's cdnUrl while it waits to be uploaded; the service worker serves these. */
export const pendingMediaPrefix = '/media/pending/';

/** The blob of a photo chosen offline, by its stand-in uuid (the service worker's /media/pending/ route). */
export async function readPendingImage(uuid: string): Promise<PendingImage | undefined> {
  return (await adminDb()).get('images', uuid);
}
