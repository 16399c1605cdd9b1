import type { PendingImage, QueuedWrite } from './db';
import { foldAnswer } from './fold-answer';
import { bumpRevision, refreshOutbox, tellOtherTabs } from './outbox-store';
import {
  applyReadChanges,
  getWrite,
  listPendingImages,
  readsForWrite,
  listWrites,
  putPendingImage,
  putWrites,
  removePendingImage,
  removeWrite,
} from './queue';
import { replayOutbox } from './replay';
import { recordOfWrite, writeRecordOf } from './record';
import { chainVersions, versionOf } from './rewrite';

/**
 * The conflict dialog's choices for the write or photo the queue stopped at. Each changes the
 * stored write, refreshes the store and resumes the replay.
 */

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
  const record = writeRecordOf(write);
  if (record && current !== undefined) {
    await applyReadChanges(
      foldAnswer(await readsForWrite(record), { method: 'PUT', record, answer: current }, new Date().toISOString()),
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
