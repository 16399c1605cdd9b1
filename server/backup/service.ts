import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { z } from 'zod';
import { auditFileNames, auditFolderName, auditFolderOf } from '../infra/audit-files';
import { appVersion } from '../store/app-version';
import { unsubscribeKeyFileName } from '../store/secret-file';
import type { Config } from '../config';
import type { LastBackup } from '../contracts';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { snapshotStore, type Store } from '../store';
import { privateFileMode, privateFolderMode } from '../store/private-files';
import { writeArchive, type ArchiveSource } from './create';
import { archiveFileName, BackupError } from './format';
import { rotateArchives } from './rotate';
import { backupStatusFile } from './status';
import { backupTexts as texts } from './texts';

export type BackupDeps = {
  store: Store;
  config: Pick<Config, 'dataDir' | 'uploadsDir'>;
  now?: () => Date;
  log?: Pick<Logger, 'warn'>;
};

export type FolderBackup = { file: string; bytes: number; files: number; removed: number };

// Per club: whether an admin's download is being made (one at a time: each costs a core and the disk).
const downloading = new WeakSet<Store>();

const imageFolderSchema = z.object({ records: z.array(z.object({ uuid: z.string().max(100) })) });

/** Backups of one club: into a folder (the CLI, also through the server) or streamed to an admin. */
export function backups({ store, config, now = () => new Date(), log = console }: BackupDeps) {
  const status = backupStatusFile(config.dataDir);

  /** The data as it is at this moment, taken under the store lock; the photos are read after it. */
  async function source(): Promise<ArchiveSource> {
    const snapshot = await snapshotStore(store);
    const createdAt = now();
    const images = snapshot.files.find((file) => file.name === `${store.images.name}.json`)?.content;
    // The unsubscribe key can only unsubscribe, so links in mails already sent keep working after a
    // restore. None when JWT_SECRET is set in the environment: then the operator keeps that secret.
    // Nothing that signs anyone in is taken: sessions and set-password links stay out (snapshotStore).
    const unsubscribeKey = await readIfThere(path.join(config.dataDir, unsubscribeKeyFileName));
    // meta.json as the store keeps it (it is written at start only, so it belongs to this snapshot),
    // whatever else it records; its schema version is the snapshot's.
    const meta = {
      ...metaOnDisk(await readIfThere(path.join(config.dataDir, 'meta.json'))),
      schemaVersion: snapshot.schemaVersion,
    };
    const asText = (content: unknown) => () => Buffer.from(JSON.stringify(content, null, 1));
    // The admin log goes along (a restore brings it back): its months as they are when written out.
    const auditFolder = auditFolderOf(config.dataDir);
    const auditFiles = (await auditFileNames(auditFolder)).map((name) => ({
      name: `${auditFolderName}/${name}`,
      content: () => wholeLines(path.join(auditFolder, name)),
    }));
    return {
      createdAt,
      schemaVersion: snapshot.schemaVersion,
      appVersion,
      dataFiles: [
        // First: a reader learns the schema before it reads anything else.
        { name: 'meta.json', content: asText(meta) },
        ...snapshot.files.map((file) => ({ name: file.name, content: asText(file.content) })),
        ...(unsubscribeKey ? [{ name: unsubscribeKeyFileName, content: () => unsubscribeKey }] : []),
        ...auditFiles,
      ],
      uploadsDir: config.uploadsDir,
      imageFolders: imageFolderSchema.parse(images).records.map((record) => record.uuid),
    };
  }

  /** 429 while an admin's download is being made. */
  function refuseWhileDownloading(): void {
    if (downloading.has(store)) throw new AppError(429, texts.busy, undefined, { 'Retry-After': '60' });
  }

  return {
    last: (): Promise<LastBackup | null> => status.read(),

    /** Writes an archive into `folder` (made private if new), then keeps the `keep` newest when asked. */
    async toFolder(folder: string, keep?: number): Promise<FolderBackup> {
      await mkdir(folder, { recursive: true, mode: privateFolderMode }).catch((error: NodeJS.ErrnoException) => {
        throw new BackupError(texts.folderUnusable(folder, error.code ?? error.message));
      });
      const archive = await source();
      const fileName = archiveFileName(archive.createdAt);
      const file = path.join(folder, fileName);
      // Under a name no rotation or restore takes for an archive, until it is complete.
      const temp = path.join(folder, `.${fileName}.${process.pid}.tmp`);
      const output = createWriteStream(temp, { flags: 'wx', mode: privateFileMode, flush: true });
      let written;
      try {
        written = await writeArchive(archive, output);
        if (!output.closed) await once(output, 'close');
      } catch (error) {
        await rm(temp, { force: true });
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOSPC') throw new BackupError(texts.diskFull(folder));
        if (code === 'EACCES' || code === 'EROFS' || code === 'ENOTDIR') {
          throw new BackupError(texts.folderUnusable(folder, code));
        }
        throw error;
      }
      await rename(temp, file);
      await status.write({ at: archive.createdAt.toISOString(), bytes: written.bytes, fileName, how: 'cli' });
      const removed = keep === undefined ? 0 : await rotateArchives(folder, keep, fileName);
      return { file, bytes: written.bytes, files: written.files, removed };
    },

    /**
     * A fresh archive as a stream, for an admin's download; one at a time per club (429 meanwhile).
     * Recorded as the last backup once it has been made whole, before the stream ends.
     */
    async download(): Promise<{ fileName: string; stream: Readable }> {
      refuseWhileDownloading();
      downloading.add(store);
      try {
        const archive = await source();
        const fileName = archiveFileName(archive.createdAt);
        let bytes = 0;
        const stream = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            bytes += chunk.length;
            callback(null, chunk);
          },
          // Runs before the last byte leaves: whoever has the whole file sees it as the last backup.
          flush(callback) {
            const at = archive.createdAt.toISOString();
            status.write({ at, bytes, fileName, how: 'download' }).then(
              () => callback(),
              (error: unknown) => {
                log.warn('Kon de tijd van de laatste back-up niet bewaren:', error);
                callback();
              },
            );
          },
        });
        // A failure reaches the admin through the stream; a cancelled download is no fault.
        void writeArchive(archive, stream)
          .catch(() => undefined)
          .finally(() => downloading.delete(store));
        return { fileName, stream };
      } catch (error) {
        downloading.delete(store);
        throw error;
      }
    },

    isDownloading: () => downloading.has(store),
    refuseWhileDownloading,
  };
}

export type Backups = ReturnType<typeof backups>;

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A log file up to its last whole line: a line being appended meanwhile waits for the next backup. */
async function wholeLines(file: string): Promise<Buffer> {
  const content = (await readIfThere(file)) ?? Buffer.alloc(0);
  return content.subarray(0, content.lastIndexOf(0x0a) + 1);
}

const metaObjectSchema = z.record(z.string().max(100), z.unknown());

function metaOnDisk(content: Buffer | undefined): Record<string, unknown> {
  if (!content) return {};
  try {
    const parsed = metaObjectSchema.safeParse(JSON.parse(content.toString('utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
