import { chmod, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFileDurably } from './durable-json-file';
import { makePrivateFolder, privateFileMode, privateFolderMode } from './private-files';
import { formerSecretFileName, unsubscribeKeyFileName } from './secret-file';
import { upgradeTexts as texts } from './upgrade-texts';

/** Where each upgrade leaves the files as it found them: DATA_DIR/upgrades/<time>-schema-<from>/. */
export const upgradesFolderName = 'upgrades';
/**
 * Copied with the JSON files: the key of the unsubscribe links, and the former token key of a server
 * from before sessions (the start removes that one from DATA_DIR itself, server/auth/secret.ts). Going
 * back to that version needs it; this one accepts no token it signs. The copy is never in a backup.
 */
export const copiedBesideJson: readonly string[] = [unsubscribeKeyFileName, formerSecretFileName];

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The data files as found (every `*.json` in DATA_DIR, meta.json included, and the signing key; not the
 * lock, the control socket, the outbox or temp files), byte for byte, each written durably into a new
 * private folder under DATA_DIR/upgrades/. Answers the folder; a failure stops with the Dutch message.
 */
export async function copyAsFound(dataDir: string, from: number, now: Date): Promise<string> {
  const parent = path.join(dataDir, upgradesFolderName);
  const base = path.join(parent, `${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z-schema-${from}`);
  let target = base;
  try {
    await makePrivateFolder(parent);
    target = await newFolder(base);
    const entries = await readdir(dataDir, { withFileTypes: true });
    const copied = entries.filter(
      (entry) => entry.isFile() && (entry.name.endsWith('.json') || copiedBesideJson.includes(entry.name)),
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

/** The newest upgrade copy of data a server of schema version `current` can read (made from one it knows). */
export async function copyToGoBackTo(dataDir: string, current: number): Promise<string | undefined> {
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
