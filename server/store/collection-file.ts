import type { z } from 'zod';
import { readStoredRecord, type RecordMeta } from '../contracts';
import type { DurableJsonFile } from './durable-json-file';

export type Stored<T> = T & RecordMeta;

/** A collection's JSON file: its records and the next id to hand out. */
export type CollectionFile<T> = { nextId: number; records: Stored<T>[] };

export type WriteOptions = {
  /** The version the writer loaded; a different current version answers 409. */
  expectedVersion?: number | undefined;
  /** The Dutch 404 when the record does not exist; each feature names its own thing. */
  notFoundMessage?: string | undefined;
};

export const conflictMessage = 'Dit werd intussen door iemand anders gewijzigd. Laad opnieuw en probeer nog eens.';

export function pickMeta(record: RecordMeta): RecordMeta {
  return { id: record.id, version: record.version, updatedAt: record.updatedAt };
}

/** How a collection's records are checked: its schema, and what brings older shapes to it first. */
export type RecordCheck<S extends z.ZodObject> = {
  /** Named in the message about a bad record. */
  file: string;
  schema: S;
  normalize?: ((raw: Record<string, unknown>) => Record<string, unknown>) | undefined;
};

/**
 * Every record checked against the schema; the first bad one stops with a message naming file and record.
 * A text from before the rule on line breaks is read with them as spaces (readStoredRecord).
 */
export function checkRecords<S extends z.ZodObject>(
  records: readonly Record<string, unknown>[],
  options: RecordCheck<S>,
): Stored<z.output<S>>[] {
  return records.map((raw) => {
    const parsed = readStoredRecord(options.schema, options.normalize ? options.normalize(raw) : raw);
    if (!parsed.success) {
      throw new Error(`Ongeldig record ${String(raw.id)} in ${options.file}: ${parsed.error.message}`);
    }
    return { ...parsed.data, ...pickMeta(raw as RecordMeta) };
  });
}

/**
 * The file as found on disk, every record checked against the schema (undefined: no file yet).
 * Checked once at start, so every read after it can trust the shape; bad data stops the start loudly.
 */
export async function readCollectionFile<S extends z.ZodObject>(
  adapter: DurableJsonFile<CollectionFile<z.output<S>>>,
  options: RecordCheck<S>,
): Promise<CollectionFile<z.output<S>> | undefined> {
  const onDisk = await adapter.read();
  if (!onDisk) return undefined;
  const records = checkRecords(onDisk.records, options);
  const highestId = records.reduce((max, r) => Math.max(max, r.id), 0);
  return { nextId: Math.max(onDisk.nextId ?? 1, highestId + 1), records };
}
