import { z } from 'zod';
import { secretCollectionNames } from '../store/collections';
import { formerSecretFileName, unsubscribeKeyFileName } from '../store/secret-file';
import { auditFolderName } from '../infra/audit-files';

/**
 * The backup archive (docs/decisions/020-backups.md): one gzipped tar with the store's own files
 * under `data/`, the photos under `uploads/<uuid>/`, and last `manifest.json`, which lists every
 * other file with its size and sha256.
 */
/** A refusal or failure whose message is meant for the operator or the admin, as is. */
export class BackupError extends Error {}

export const backupFormat = 'houtlandstappers-backup';
/** 2: the admin log's month files (`data/audit/YYYY-MM.jsonl`) came in; an older app refuses such an archive as newer. */
export const backupFormatVersion = 2;

export const manifestName = 'manifest.json';

/** Per kind of file, the most a reader accepts before it has the manifest to compare with. */
export const limits = {
  /** A collection file of a large club is tens of MB; far more is no backup of ours. */
  dataFileBytes: 1024 * 1024 * 1024,
  /** Originals are at most 20 MB (images/files.ts), variants smaller. */
  uploadFileBytes: 256 * 1024 * 1024,
  /** About 180 bytes a file: a million files fit. */
  manifestBytes: 256 * 1024 * 1024,
  /** 20,000 photos with a handful of variants each fit many times over. */
  entries: 1_000_000,
};

const uuidFolder = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// Names the app writes itself: collection files, meta.json, the unsubscribe key (and the token key of a
// backup from before sessions, which the start then replaces by the unsubscribe key); photos' original
// and variants; the admin log's month files. Never the lock or the control folder: a restore must not
// move a file over those.
const dataName = new RegExp(
  `^data\\/(?:[a-z0-9][a-z0-9-]{0,99}\\.json|${unsubscribeKeyFileName}|${formerSecretFileName}|${auditFolderName}\\/\\d{4}-(?:0[1-9]|1[0-2])\\.jsonl)$`,
);
// What signs someone in is never in a backup of ours: an archive that holds it is not one.
const secretNames = new Set(secretCollectionNames.map((name) => `data/${name}.json`));
const uploadName = new RegExp(`^uploads\\/${uuidFolder}\\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$`);

export type EntryKind = 'data' | 'upload' | 'manifest';

/** Whether a name could land outside the folder it is extracted into, whatever else it is. */
export function isUnsafeName(name: string): boolean {
  return (
    name === '' ||
    name.startsWith('/') ||
    name.includes('\\') ||
    name.includes('\0') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')
  );
}

/** What an entry is by its name, or undefined for anything a backup of ours does not hold. */
export function entryKind(name: string): EntryKind | undefined {
  if (name === manifestName) return 'manifest';
  if (name.endsWith('.tmp') || secretNames.has(name)) return undefined;
  if (dataName.test(name)) return 'data';
  if (uploadName.test(name)) return 'upload';
  return undefined;
}

export function sizeLimit(kind: EntryKind): number {
  return kind === 'data' ? limits.dataFileBytes : kind === 'upload' ? limits.uploadFileBytes : limits.manifestBytes;
}

export const manifestFileSchema = z.object({
  path: z.string().max(300),
  bytes: z.number().int().nonnegative().max(limits.dataFileBytes),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestFile = z.infer<typeof manifestFileSchema>;

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.number().int().positive(),
  appVersion: z.string().max(50),
  schemaVersion: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  files: z.array(manifestFileSchema).max(limits.entries),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Only the format fields: a manifest of a newer format is recognised as such before the rest is checked. */
export const manifestHeadSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.number().int().positive(),
});

const filePrefix = 'houtlandstappers-';
const fileSuffix = '.tar.gz';
/** Our archives' names: the UTC time with milliseconds, so sorting by name sorts by age. */
const archiveNamePattern = /^houtlandstappers-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/;

/** houtlandstappers-2026-11-26T02-30-00.123Z.tar.gz */
export function archiveFileName(createdAt: Date): string {
  return `${filePrefix}${createdAt.toISOString().replace(/:/g, '-')}${fileSuffix}`;
}

export function isArchiveFileName(name: string): boolean {
  return archiveNamePattern.test(name);
}
