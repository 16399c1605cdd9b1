import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { checkRecords, type RecordCheck } from './collection-file';
import { collectionSpecs, isCollectionName } from './collections';
import { DurableJsonFile, writeFileDurably } from './durable-json-file';
import { metaFileName, type Meta } from './meta';
import type { DataFiles, Migration, RawCollection } from './migrations';
import { privateFileMode } from './private-files';
import { copyAsFound, copyToGoBackTo } from './upgrade-copy';
import { upgradeTexts as texts } from './upgrade-texts';

const rawCollectionSchema = z
  .object({ nextId: z.number().int().positive().optional(), records: z.array(z.record(z.string(), z.unknown())) })
  .loose();

export type StoreUpgrade = {
  /** The schema version the data had (read from the data itself when meta.json did not tell). */
  from: number;
  to: number;
  /** The folder with the files as they were found. */
  copy: string;
  /** The line for the start's output, in Dutch. */
  message: string;
};

export type UpgradeOptions = {
  dataDir: string;
  /** meta.json as found (undefined: none). */
  meta: Meta | undefined;
  migrations: readonly Migration[];
  appVersion: string;
  now: () => Date;
};

/** Data of a newer schema stops the start with the Dutch refusal, before anything in DATA_DIR is touched. */
export async function refuseNewerData(options: Omit<UpgradeOptions, 'now'>): Promise<void> {
  const { dataDir, meta, appVersion } = options;
  const current = currentVersion(options.migrations);
  if (!meta || meta.schemaVersion <= current) return;
  const copy = await copyToGoBackTo(dataDir, current);
  throw new Error(
    texts.newer({ dataDir, schemaVersion: meta.schemaVersion, writtenBy: meta.appVersion, current, appVersion, copy }),
  );
}

/**
 * Brings DATA_DIR to the current schema version before any collection opens, and records this server's
 * version in meta.json. An upgrade first copies the files as found into DATA_DIR/upgrades/, then runs
 * the steps in memory and checks the result against today's schemas, and only then writes (each file
 * durably, meta.json last); a failing step or check leaves every file as it was. Answers what it did
 * when it upgraded, else undefined.
 */
export async function upgradeDataDir(options: UpgradeOptions): Promise<StoreUpgrade | undefined> {
  const { dataDir, meta, migrations, appVersion } = options;
  const current = currentVersion(migrations);
  const metaFile = new DurableJsonFile<Meta>(path.join(dataDir, metaFileName));
  // Every server before schema version 4 wrote schemaVersion 1 and no appVersion, whatever the shape.
  const legacy = !meta || (meta.appVersion === undefined && meta.schemaVersion === 1);
  if (meta && !legacy && meta.schemaVersion >= current) {
    if (meta.appVersion !== appVersion) await metaFile.write({ ...meta, appVersion });
    return undefined;
  }
  const files = await readDataFiles(dataDir, await dataFileNames(dataDir));
  // No meta.json and no collection: a new DATA_DIR (meta.json is written first, before any collection).
  if (!meta && files.size === 0) {
    await metaFile.write({ schemaVersion: current, appVersion });
    return undefined;
  }
  const from = legacy ? eraOf(files, migrations) : (meta?.schemaVersion ?? 0);
  if (from >= current) {
    await metaFile.write({ ...meta, schemaVersion: current, appVersion });
    return undefined;
  }
  const copy = await copyAsFound(dataDir, from, options.now());
  const before = new Map([...files].map(([name, file]) => [name, JSON.stringify(file)]));
  try {
    for (const migration of migrations) if (migration.version > from) await migration.up(files);
    checkAgainstSchemas(dataDir, files);
  } catch (error) {
    throw new Error(texts.stepFailed(dataDir, from, current, copy, reason(error)), { cause: error });
  }
  try {
    await writeChanged(dataDir, files, before);
    await metaFile.write({ ...meta, schemaVersion: current, appVersion });
  } catch (error) {
    throw new Error(texts.writeFailed(dataDir, from, current, copy, reason(error)), { cause: error });
  }
  const notices = migrations.flatMap((migration) =>
    migration.version > from && migration.notice ? [migration.notice] : [],
  );
  const message = [texts.upgraded(dataDir, from, current, appVersion, copy), ...notices].join(' ');
  return { from, to: current, copy, message };
}

const currentVersion = (migrations: readonly Migration[]) => migrations.at(-1)?.version ?? 0;

/** The era of data from before meta.json named it: the last step in a row whose shape the files have. */
function eraOf(files: DataFiles, migrations: readonly Migration[]): number {
  let era = 1;
  for (const migration of migrations) {
    if (migration.version <= era) continue;
    if (!migration.foundIn?.(files)) break;
    era = migration.version;
  }
  return era;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The data files in DATA_DIR itself (`*.json` but meta.json); folders and other files are no data. */
async function dataFileNames(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json') && entry.name !== metaFileName)
    .map((entry) => entry.name);
}

/** Today's collections must have the collection shape; another JSON file that has not is left alone. */
async function readDataFiles(dataDir: string, names: readonly string[]): Promise<DataFiles> {
  const files: DataFiles = new Map();
  for (const fileName of names) {
    const name = fileName.slice(0, -'.json'.length);
    const file = path.join(dataDir, fileName);
    const text = await readFile(file, 'utf8');
    let parsed: z.ZodSafeParseResult<RawCollection>;
    try {
      parsed = rawCollectionSchema.safeParse(JSON.parse(text));
    } catch (error) {
      if (!isCollectionName(name)) continue;
      throw new Error(texts.badDataFile(file, true), { cause: error });
    }
    if (parsed.success) files.set(name, parsed.data);
    else if (isCollectionName(name)) throw new Error(texts.badDataFile(file, false), { cause: parsed.error });
  }
  return files;
}

/** Every record of today's collections passes its schema, as openStore will check it after the upgrade. */
function checkAgainstSchemas(dataDir: string, files: DataFiles): void {
  for (const [name, file] of files) {
    if (!isCollectionName(name)) continue;
    const check = { file: path.join(dataDir, `${name}.json`), ...collectionSpecs[name] } as RecordCheck<z.ZodObject>;
    checkRecords(file.records, check);
  }
}

/** Each changed or new file durably, in the store's own layout; a file a step dropped goes last. */
async function writeChanged(dataDir: string, files: DataFiles, before: Map<string, string>): Promise<void> {
  for (const [name, file] of files) {
    if (before.get(name) === JSON.stringify(file)) continue;
    await writeFileDurably(path.join(dataDir, `${name}.json`), JSON.stringify(file, null, 1), privateFileMode);
  }
  for (const name of before.keys()) {
    if (!files.has(name)) await rm(path.join(dataDir, `${name}.json`), { force: true });
  }
}
