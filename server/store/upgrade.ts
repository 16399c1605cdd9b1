import { chmod, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { checkRecords, type RecordCheck } from './collection-file';
import { collectionSpecs, isCollectionName } from './collections';
import { DurableJsonFile, writeFileDurably } from './durable-json-file';
import type { DataFiles, Migration, RawCollection } from './migrations';
import { makePrivateFolder, privateFileMode, privateFolderMode } from './private-files';
import { upgradeTexts as texts } from './upgrade-texts';

const metaSchema = z
  .object({
    schemaVersion: z.number().int().min(0),
    /** package.json's version of the server that last opened the data; absent before schema version 4. */
    appVersion: z.string().min(1).max(100).optional(),
  })
  // A newer server may say more about its data; what this one does not know, it keeps.
  .loose();
export type Meta = z.infer<typeof metaSchema>;

export const metaFileName = 'meta.json';
/** Where each upgrade leaves the files as it found them: DATA_DIR/upgrades/<time>-schema-<from>/. */
export const upgradesFolderName = 'upgrades';
/** Copied with the JSON files: the signing key of tokens and unsubscribe links (server/auth/secret.ts). */
export const copiedBesideJson = ['jwt-secret'] as const;

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

export async function readMeta(dataDir: string): Promise<Meta | undefined> {
  const file = path.join(dataDir, metaFileName);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(texts.badMeta(file, true), { cause: error });
  }
  const parsed = metaSchema.safeParse(json);
  if (!parsed.success) throw new Error(texts.badMeta(file, false), { cause: parsed.error });
  return parsed.data;
}

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
  return { from, to: current, copy, message: texts.upgraded(dataDir, from, current, appVersion, copy) };
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

/** The JSON files and the signing key, byte for byte, into a new private folder under DATA_DIR/upgrades/. */
async function copyAsFound(dataDir: string, from: number, now: Date): Promise<string> {
  const parent = path.join(dataDir, upgradesFolderName);
  const base = path.join(parent, `${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z-schema-${from}`);
  let target = base;
  try {
    await makePrivateFolder(parent);
    target = await newFolder(base);
    const entries = await readdir(dataDir, { withFileTypes: true });
    const copied = entries.filter(
      (entry) =>
        entry.isFile() &&
        (entry.name.endsWith('.json') || (copiedBesideJson as readonly string[]).includes(entry.name)),
    );
    for (const entry of copied) {
      const content = await readFile(path.join(dataDir, entry.name));
      await writeFileDurably(path.join(target, entry.name), content, privateFileMode);
    }
    return target;
  } catch (error) {
    throw new Error(texts.copyFailed(target, reason(error)), { cause: error });
  }
}

/** `base`, or `base-2`, `base-3` … when an upgrade in the same second made it already. */
async function newFolder(base: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const folder = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      await mkdir(folder, { mode: privateFolderMode });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    await chmod(folder, privateFolderMode);
    return folder;
  }
}

/** The newest upgrade copy of data this server can read (made from a schema version it knows). */
async function copyToGoBackTo(dataDir: string, current: number): Promise<string | undefined> {
  const names = await readdir(path.join(dataDir, upgradesFolderName)).catch(() => [] as string[]);
  const readable = names
    .filter((name) => {
      const version = /-schema-(\d+)(?:-\d+)?$/.exec(name)?.[1];
      return version !== undefined && Number(version) <= current;
    })
    .sort();
  const newest = readable.at(-1);
  return newest === undefined ? undefined : path.join(dataDir, upgradesFolderName, newest);
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
