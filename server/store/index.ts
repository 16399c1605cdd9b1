import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { appVersion as currentAppVersion } from './app-version';
import { Collection } from './collection';
import {
  collectionNames,
  collectionSpecs,
  secretCollectionNames,
  storeKeyOf,
  type CollectionName,
} from './collections';
import { migrations as defaultMigrations, type Migration } from './migrations';
import { tightenModes } from './private-files';
import type { Store, StoreCollections } from './store';
import { readMeta } from './meta';
import { refuseNewerData, upgradeDataDir } from './upgrade';

export { Collection, conflictMessage, type Stored, type WriteOptions } from './collection';
export type { Store } from './store';
export type { StoreUpgrade } from './upgrade';

export type StoreOptions = {
  now?: () => Date;
  /** The migration steps; tests pass their own. */
  migrations?: readonly Migration[];
  /** The version recorded in meta.json (package.json's); tests pass their own. */
  appVersion?: string;
};

/**
 * Opens (or creates) the store under dataDir and brings it to the current schema.
 * This folder is the only code that reads or writes the data files.
 */
export async function openStore(dataDir: string, options: StoreOptions = {}): Promise<Store> {
  const now = options.now ?? (() => new Date());
  const migrations = options.migrations ?? defaultMigrations;
  const appVersion = options.appVersion ?? currentAppVersion;
  const meta = await readMeta(dataDir);
  // A newer server's data is left exactly as it is: not a mode, not a file changed.
  await refuseNewerData({ dataDir, meta, migrations, appVersion });
  // Every data file is the server's user's alone, also those an older version or a person left looser.
  await tightenModes(dataDir);
  await removeStaleTempFiles(dataDir);
  // Older data is copied aside and brought to today's shape before any collection checks it.
  const upgrade = await upgradeDataDir({ dataDir, meta, migrations, appVersion, now });
  const schemaVersion = migrations.at(-1)?.version ?? 0;

  const open = <N extends CollectionName>(name: N) =>
    Collection.open({
      name,
      file: path.join(dataDir, `${name}.json`),
      schema: collectionSpecs[name].schema as (typeof collectionSpecs)[N]['schema'],
      normalize: 'normalize' in collectionSpecs[name] ? collectionSpecs[name].normalize : undefined,
      now,
    });

  const opened = await Promise.all(collectionNames.map(async (name) => [storeKeyOf(name), await open(name)]));
  return {
    dataDir,
    ...(Object.fromEntries(opened) as StoreCollections),
    schemaVersion: () => schemaVersion,
    upgrade,
  };
}

/** The cache key of a collection's answers; with `images`, a change to the photos they show changes it too. */
export function revisionWithImages(store: Pick<Store, 'images'>, collection: { readonly revision: number }) {
  return ({ images = false } = {}) =>
    images ? `${collection.revision}.${store.images.revision}` : String(collection.revision);
}

/** Every collection of the store, in a fixed order (its file is `<name>.json` in dataDir). */
export function storeCollections(store: Store): Collection<z.ZodObject>[] {
  // Each collection has its own schema; only name, content() and hold() are used.
  return collectionNames.map((name) => store[storeKeyOf(name)] as unknown as Collection<z.ZodObject>);
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

/**
 * One consistent picture of every collection that may leave the server (for a backup), taken under the
 * store lock: the secret ones (sessions, set-password links) are left out.
 */
export function snapshotStore(store: Store): Promise<StoreSnapshot> {
  return holdStore(store, () =>
    Promise.resolve({
      schemaVersion: store.schemaVersion(),
      files: storeCollections(store)
        .filter((collection) => !secretCollectionNames.includes(collection.name as CollectionName))
        .map((collection) => ({ name: `${collection.name}.json`, content: collection.content() })),
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
