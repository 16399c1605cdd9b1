import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { formerSecretFileName, unsubscribeKeyFileName } from '../store/secret-file';

export type Secrets = {
  /** Signs the unsubscribe links. It can only unsubscribe: nothing that signs anyone in is derived from it. */
  unsubscribe: Buffer;
};

/** The unsubscribe key as it was derived from the former token key: links in mails already sent keep working. */
const deriveUnsubscribeKey = (key: Buffer) => createHmac('sha256', key).update('unsubscribe-links').digest();

/**
 * The unsubscribe key: derived from JWT_SECRET when set; otherwise the key in DATA_DIR (mode 0600),
 * made once, so links survive a restart and a club has nothing to configure. A former token key found
 * there gives way to the unsubscribe key derived from it. Admins sign in with sessions (./sessions.ts),
 * which need no key at all.
 */
export function loadSecrets(options: { jwtSecret: string | undefined; dataDir: string }): Secrets {
  const formerFile = path.join(options.dataDir, formerSecretFileName);
  const file = path.join(options.dataDir, unsubscribeKeyFileName);
  let key: Buffer;
  if (options.jwtSecret) key = deriveUnsubscribeKey(Buffer.from(options.jwtSecret, 'utf8'));
  else key = readKey(file) ?? writeKey(file, firstKey(readKey(formerFile)));
  // Only once the unsubscribe key is safely on disk: the former key signed admin tokens, and must not
  // outlive them in DATA_DIR or in the backups made from it.
  rmSync(formerFile, { force: true });
  return { unsubscribe: key };
}

/** The key a data dir gets once: the one derived from the former token key when there is one, else a new one. */
const firstKey = (former: Buffer | undefined) => (former ? deriveUnsubscribeKey(former) : randomBytes(32));

/** Temp file, fsync, rename, fsync the folder: the key file is whole or not there, also after a power cut. */
function writeKey(file: string, key: Buffer): Buffer {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, key.toString('base64'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  const folder = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
  return key;
}

function readKey(file: string): Buffer | undefined {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
