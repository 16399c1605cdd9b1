import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { Checksum } from './checksum';
import {
  BackupError,
  backupFormatVersion,
  entryKind,
  isUnsafeName,
  limits,
  manifestHeadSchema,
  manifestSchema,
  sizeLimit,
  type EntryKind,
  type Manifest,
} from './format';
import { backupTexts as texts } from './texts';

/** Where an entry's bytes go while they are checked: a file in a staging folder, or (verify only) nowhere. */
export type EntryTarget = (name: string, kind: Exclude<EntryKind, 'manifest'>) => Promise<Writable>;

export type ReadOptions = {
  /** The file as the operator named it, for the messages. */
  label: string;
  /** The schema this version of the app knows; an archive from a newer one is refused. */
  currentSchemaVersion: number;
  target?: EntryTarget;
};

const metaName = 'data/meta.json';
const metaSchema = z.object({ schemaVersion: z.number().int().nonnegative() });

/**
 * Reads an archive once, front to back, and checks all of it: every entry a plain file with a name of
 * ours and a size within bounds, each byte through a sha256, and at the end the manifest: each file it
 * lists present with its size and checksum, nothing else. Each failure throws a BackupError with its
 * Dutch sentence. The bytes go to `target` as they pass; the caller keeps them only when this resolves.
 */
export async function readArchive(input: Readable, options: ReadOptions): Promise<Manifest> {
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract);
  reading.catch(() => undefined); // awaited below; its failure surfaces in the loop first
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifest: Manifest | undefined;
  let metaVersion: number | undefined;
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (seen.size >= limits.entries) throw new BackupError(texts.tooManyEntries(limits.entries));
      if (manifest) throw new BackupError(texts.foreignEntry(name)); // the manifest comes last
      if (isUnsafeName(name)) throw new BackupError(texts.unsafeEntry(name));
      if (type !== 'file') throw new BackupError(texts.notAFile(name));
      const kind = entryKind(name);
      if (!kind) throw new BackupError(texts.foreignEntry(name));
      if (seen.has(name)) throw new BackupError(texts.duplicateEntry(name));
      if (size > sizeLimit(kind)) throw new BackupError(texts.tooLarge(name));
      if (kind === 'manifest') {
        manifest = parseManifest(await collect(entry, sizeLimit(kind), name), options.currentSchemaVersion);
        continue;
      }
      const checksum = new Checksum({ bytes: sizeLimit(kind), tooLarge: () => new BackupError(texts.tooLarge(name)) });
      const target = (await options.target?.(name, kind)) ?? discard();
      if (name === metaName) {
        // Small, and first in our archives: a backup from a newer version is refused before the photos are read.
        const content = await collect(entry, sizeLimit(kind), name);
        metaVersion = parseMeta(content, options.currentSchemaVersion);
        await pipeline([content], checksum, target);
      } else {
        await pipeline(entry, checksum, target);
      }
      seen.set(name, { bytes: checksum.bytes, sha256: checksum.digest() });
    }
    await reading;
  } catch (error) {
    input.destroy();
    extract.destroy();
    const cause = await reading.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    throw explain(error instanceof BackupError ? error : (cause ?? error), seen.size, options.label);
  }
  if (!manifest) throw new BackupError(seen.size === 0 ? texts.notABackup(options.label) : texts.missingManifest);
  checkAgainstManifest(manifest, seen);
  if (metaVersion !== manifest.schemaVersion) throw new BackupError(texts.metaMismatch);
  return manifest;
}

/** The entry's JSON; `failure` when it is none. */
function jsonOf(content: Buffer, failure: string): unknown {
  try {
    return JSON.parse(content.toString('utf8'));
  } catch {
    throw new BackupError(failure);
  }
}

function parseManifest(content: Buffer, currentSchemaVersion: number): Manifest {
  const json = jsonOf(content, texts.badManifest);
  const head = manifestHeadSchema.safeParse(json);
  if (!head.success) throw new BackupError(texts.badManifest);
  if (head.data.formatVersion > backupFormatVersion) throw new BackupError(texts.newerFormat(head.data.formatVersion));
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(texts.badManifest);
  if (parsed.data.schemaVersion > currentSchemaVersion) {
    throw new BackupError(texts.newerSchema(parsed.data.schemaVersion, currentSchemaVersion));
  }
  return parsed.data;
}

function parseMeta(content: Buffer, currentSchemaVersion: number): number {
  const meta = metaSchema.safeParse(jsonOf(content, texts.metaMismatch));
  if (!meta.success) throw new BackupError(texts.metaMismatch);
  if (meta.data.schemaVersion > currentSchemaVersion) {
    throw new BackupError(texts.newerSchema(meta.data.schemaVersion, currentSchemaVersion));
  }
  return meta.data.schemaVersion;
}

function checkAgainstManifest(manifest: Manifest, seen: Map<string, { bytes: number; sha256: string }>): void {
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (listed.has(file.path)) throw new BackupError(texts.badManifest);
    listed.add(file.path);
    const found = seen.get(file.path);
    if (!found) throw new BackupError(texts.missingFile(file.path));
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256) throw new BackupError(texts.damagedAt(file.path));
  }
  for (const name of seen.keys()) {
    if (!listed.has(name)) throw new BackupError(texts.notListed(name));
  }
  if (!listed.has(metaName)) throw new BackupError(texts.missingFile(metaName));
}

async function collect(stream: AsyncIterable<unknown>, limit: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    if (bytes > limit) throw new BackupError(texts.tooLarge(name));
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, callback) => callback() });
}

/** A low-level failure as the operator's sentence: not ours at all, cut off, or damaged on the way. */
function explain(error: unknown, entriesRead: number, label: string): unknown {
  if (error instanceof BackupError) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = String(message);
  if (code === 'ENOSPC') return error; // the caller knows which disk
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(text)) return new BackupError(texts.incomplete);
  if (String(code).startsWith('Z_') || /tar header|invalid header|header exceeds/i.test(text)) {
    return new BackupError(entriesRead === 0 ? texts.notABackup(label) : texts.damaged);
  }
  return error;
}
