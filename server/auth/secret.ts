import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { secretFileName } from '../store/secret-file';

export type Secrets = {
  /** Signs the admins' tokens (JWT HS256). */
  jwt: Uint8Array;
  /** Signs the unsubscribe links; derived, so leaking one link's token says nothing about the JWT key. */
  unsubscribe: Buffer;
};

/**
 * JWT_SECRET when set; otherwise a random key generated once into DATA_DIR (mode 0600),
 * so tokens survive a restart and a club has nothing to configure.
 */
export function loadSecrets(options: { jwtSecret: string | undefined; dataDir: string }): Secrets {
  const key = options.jwtSecret
    ? Buffer.from(options.jwtSecret, 'utf8')
    : readOrCreate(path.join(options.dataDir, secretFileName));
  return {
    jwt: new Uint8Array(key),
    unsubscribe: createHmac('sha256', key).update('unsubscribe-links').digest(),
  };
}

function readOrCreate(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(64);
  try {
    // 'wx': if another process made it first, its key wins and we read that one.
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, key.toString('base64'));
    fsyncSync(fd);
    closeSync(fd);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    throw error;
  }
}
