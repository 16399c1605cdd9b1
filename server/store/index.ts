import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  contactSubmissionDataSchema,
  credentialDataSchema,
  idempotencyDataSchema,
  mailDataSchema,
  newsletterJobDataSchema,
  eventDataSchema,
  imageDataSchema,
  memberDataSchema,
  newsletterDataSchema,
  normalizeStoredMember,
  pageDataSchema,
  settingsDataSchema,
} from '../contracts';
import { Collection } from './collection';
import { DurableJsonFile } from './durable-json-file';
import { migrations as defaultMigrations, type Migration } from './migrations';
import { tightenModes } from './private-files';
import type { Store } from './store';

export { Collection, conflictMessage, type Stored, type WriteOptions } from './collection';
export type { Store } from './store';

const metaSchema = z.object({ schemaVersion: z.number().int().min(0) });
type Meta = z.infer<typeof metaSchema>;

export type StoreOptions = {
  now?: () => Date;
  /** The migration steps; tests pass their own. */
  migrations?: readonly Migration[];
};

/**
 * Opens (or creates) the store under dataDir and brings it to the current schema.
 * This folder is the only code that reads or writes the data files.
 */
export async function openStore(dataDir: string, options: StoreOptions = {}): Promise<Store> {
  const now = options.now ?? (() => new Date());
  const migrations = options.migrations ?? defaultMigrations;
  const currentSchemaVersion = migrations.at(-1)?.version ?? 0;
  // Every data file is the server's user's alone, also those an older version or a person left looser.
  await tightenModes(dataDir);
  await removeStaleTempFiles(dataDir);

  const open = <S extends z.ZodObject>(
    name: string,
    schema: S,
    extra: { normalize?: typeof normalizeStoredMember } = {},
  ) => Collection.open({ name, file: path.join(dataDir, `${name}.json`), schema, now, ...extra });

  const [
    contactMessages,
    credentials,
    events,
    idempotency,
    images,
    mail,
    members,
    newsletterJobs,
    newsletters,
    pages,
    settings,
  ] = await Promise.all([
    open('contact-messages', contactSubmissionDataSchema),
    open('credentials', credentialDataSchema),
    open('events', eventDataSchema),
    open('idempotency', idempotencyDataSchema),
    open('images', imageDataSchema),
    open('mail', mailDataSchema),
    open('members', memberDataSchema, { normalize: normalizeStoredMember }),
    open('newsletter-jobs', newsletterJobDataSchema),
    open('newsletters', newsletterDataSchema),
    open('pages', pageDataSchema),
    open('settings', settingsDataSchema),
  ]);

  const metaFile = new DurableJsonFile<Meta>(path.join(dataDir, 'meta.json'));
  const stored = await metaFile.read();
  const isNew = stored === null;
  let meta: Meta = isNew ? { schemaVersion: currentSchemaVersion } : metaSchema.parse(stored);
  if (meta.schemaVersion > currentSchemaVersion) {
    throw new Error(
      `De gegevens in ${dataDir} hebben schemaversie ${meta.schemaVersion}, nieuwer dan deze versie van de server (${currentSchemaVersion}).`,
    );
  }

  const store: Store = {
    dataDir,
    contactMessages,
    credentials,
    events,
    idempotency,
    images,
    mail,
    members,
    newsletterJobs,
    newsletters,
    pages,
    settings,
    schemaVersion: () => meta.schemaVersion,
  };

  if (isNew) await metaFile.write(meta);
  for (const migration of migrations) {
    if (migration.version <= meta.schemaVersion) continue;
    await migration.up(store);
    meta = { schemaVersion: migration.version };
    await metaFile.write(meta);
  }
  return store;
}

/** Every collection of the store, in a fixed order (its file is `<name>.json` in dataDir). */
export function storeCollections(store: Store): Collection<z.ZodObject>[] {
  return [
    store.contactMessages,
    store.credentials,
    store.events,
    store.idempotency,
    store.images,
    store.mail,
    store.members,
    store.newsletterJobs,
    store.newsletters,
    store.pages,
    store.settings,
  ] as unknown as Collection<z.ZodObject>[]; // each collection's own schema; only name and content() are used
}

/**
 * The store lock: runs `operation` while no collection writes. Writes in flight end first; writes
 * asked meanwhile wait and run after it, in order. Keep the operation short: the site's writes wait.
 */
export async function holdStore<R>(store: Store, operation: () => Promise<R>): Promise<R> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const entered = storeCollections(store).map(
    (collection) =>
      new Promise<void>((resolve) => {
        void collection.hold(() => {
          resolve();
          return released;
        });
      }),
  );
  try {
    await Promise.all(entered);
    return await operation();
  } finally {
    release();
  }
}

export type StoreSnapshot = {
  schemaVersion: number;
  /** Each collection's file content by its file name ('members.json'). */
  files: { name: string; content: unknown }[];
};

/** One consistent picture of every collection, taken under the store lock. */
export function snapshotStore(store: Store): Promise<StoreSnapshot> {
  return holdStore(store, () =>
    Promise.resolve({
      schemaVersion: store.schemaVersion(),
      files: storeCollections(store).map((collection) => ({
        name: `${collection.name}.json`,
        content: collection.content(),
      })),
    }),
  );
}

/** A crash between writing and renaming leaves a temp file behind; it holds nothing acknowledged. */
async function removeStaleTempFiles(dataDir: string): Promise<void> {
  const names = await readdir(dataDir);
  await Promise.all(
    names.filter((name) => name.endsWith('.tmp')).map((name) => rm(path.join(dataDir, name), { force: true })),
  );
}
