import { create } from 'zustand';
import { sessionMemberId } from '../session/session';
import { isMine } from './answers';
import type { PendingImage, QueuedWrite } from './db';
import { listPendingImages, listWrites } from './queue';
import { recordOfWrite } from './record';

/** A queued write or photo the queue stopped at: it waits for the admin's choice in the dialog. */
export type Blocked =
  | { kind: 'conflict'; key: string; write: QueuedWrite & { seq: number }; message: string; current: unknown }
  | { kind: 'failed'; key: string; write: QueuedWrite & { seq: number }; message: string }
  | { kind: 'image'; key: string; image: PendingImage; message: string };

export type OutboxState = {
  /** The signed-in member's queued writes (photos are not counted: they travel with the write that uses them). */
  pendingCount: number;
  /** Writes and photos queued by another admin: they wait for that admin's login. */
  othersWaiting: number;
  /** Photos chosen offline that still have to be uploaded. */
  imagesWaiting: number;
  /** Ids of records with queued writes, by collection URL ('/admin/api/events'). */
  pendingIds: ReadonlyMap<string, ReadonlySet<number>>;
  blocked: Blocked | null;
  /** The blocked item whose dialog the admin closed for now (reopened from the header). */
  dismissed: string | null;
  /** Bumps after replayed writes, so screens load again what the server now has. */
  revision: number;
  /** The last request found no network. */
  offline: boolean;
  /** The session ended (its token refused, or a sign-out): the queue waits for the next login. */
  waitingForLogin: boolean;
};

export const useOutboxStore = create<OutboxState>(() => ({
  pendingCount: 0,
  othersWaiting: 0,
  imagesWaiting: 0,
  pendingIds: new Map(),
  blocked: null,
  dismissed: null,
  revision: 0,
  offline: false,
  waitingForLogin: false,
}));

/** The stopped item of the queue: a refused photo first (photos go first), else the first write if it waits for a choice. */
export function blockedOf(writes: readonly QueuedWrite[], images: readonly PendingImage[]): Blocked | null {
  const image = images.find((candidate) => !candidate.uploaded && candidate.failure);
  if (image?.failure) {
    return { kind: 'image', key: `image:${image.uuid}`, image, message: image.failure.message };
  }
  const [write] = writes;
  if (!write || write.seq === undefined) return null;
  const seq = write.seq;
  if (write.state === 'conflict' && write.conflict) {
    const { message, current } = write.conflict;
    return { kind: 'conflict', key: `write:${seq}:conflict`, write: { ...write, seq }, message, current };
  }
  if (write.state === 'failed') {
    return {
      kind: 'failed',
      key: `write:${seq}:failed`,
      write: { ...write, seq },
      message: write.failure?.message ?? '',
    };
  }
  return null;
}

/** Ids of records with queued writes, by collection. */
export function pendingIdsOf(writes: readonly QueuedWrite[]): Map<string, Set<number>> {
  const ids = new Map<string, Set<number>>();
  for (const write of writes) {
    const record = recordOfWrite(write);
    if (!record) continue;
    const set = ids.get(record.collection) ?? new Set<number>();
    set.add(record.id);
    ids.set(record.collection, set);
  }
  return ids;
}

const sameSet = (a: ReadonlySet<number> | undefined, b: ReadonlySet<number>) =>
  a !== undefined && a.size === b.size && [...b].every((id) => a.has(id));

// Refreshes run one after another: two reads side by side could land in the wrong order and leave
// the header with an older count than the outbox holds.
let refreshing: Promise<void> = Promise.resolve();

/** Reads the outbox from IndexedDB into the store; unchanged sets keep their identity (no needless renders). */
export function refreshOutbox(): Promise<void> {
  refreshing = refreshing.then(readOutbox);
  return refreshing;
}

async function readOutbox(): Promise<void> {
  let writes: QueuedWrite[];
  let images: PendingImage[];
  try {
    [writes, images] = await Promise.all([listWrites(), listPendingImages()]);
  } catch (error) {
    console.warn('De wachtrij van het beheer kon niet gelezen worden:', error);
    return;
  }
  const member = sessionMemberId();
  const others =
    writes.filter((write) => !isMine(write, member)).length +
    images.filter((image) => !image.uploaded && !isMine(image, member)).length;
  writes = writes.filter((write) => isMine(write, member));
  images = images.filter((image) => isMine(image, member));
  const previous = useOutboxStore.getState();
  const fresh = pendingIdsOf(writes);
  const pendingIds = new Map<string, ReadonlySet<number>>();
  for (const [collection, ids] of fresh) {
    const old = previous.pendingIds.get(collection);
    pendingIds.set(collection, old && sameSet(old, ids) ? old : ids);
  }
  const blocked = blockedOf(writes, images);
  useOutboxStore.setState({
    pendingCount: writes.length,
    othersWaiting: others,
    imagesWaiting: images.filter((image) => !image.uploaded).length,
    pendingIds,
    blocked: previous.blocked?.key === blocked?.key && blocked ? previous.blocked : blocked,
  });
}

export function bumpRevision(): void {
  useOutboxStore.setState((state) => ({ revision: state.revision + 1 }));
}

export function setOffline(offline: boolean): void {
  if (useOutboxStore.getState().offline !== offline) useOutboxStore.setState({ offline });
}

/** Other tabs of the admin share the outbox: they hear about changes and replays here. */
// Browser only: in Node (unit tests) an open channel would keep the process alive.
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel('houtlandstappers-admin-outbox');

export function tellOtherTabs(message: 'changed' | 'replayed'): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel (tab closing) has no one left to tell.
  }
}

/** Keeps this tab's store in step with the others'; answers the unsubscribe. */
export function listenToOtherTabs(): () => void {
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent) => {
    void refreshOutbox();
    if (event.data === 'replayed') bumpRevision();
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
