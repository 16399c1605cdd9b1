import { cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureAdmin, findAdminByEmail, setPassword } from '../auth/admins';
import { generatePassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Store } from '../store';
import { lockName } from '../store/lock';
import { controlFolderName, type CommandRequest } from './protocol';
import { controlTexts } from './texts';

/** A refusal whose message is meant for the operator (it may name the e-mail address they typed). */
export class CommandError extends Error {}

export type CommandDeps = { store: Store; config: Pick<Config, 'dataDir' | 'uploadsDir'> };

/**
 * Runs one admin command on an open store; the answer is the line the operator reads. The CLI calls
 * this itself while it holds the DATA_DIR lock, the server for a request on its control socket.
 */
export async function runCommand({ store, config }: CommandDeps, request: CommandRequest): Promise<string> {
  switch (request.command) {
    case 'reset-password': {
      const member = findAdminByEmail(store, request.email);
      if (!member) throw new CommandError(controlTexts.noAdmin(request.email));
      const fresh = generatePassword();
      await setPassword(store, member.id, fresh);
      return controlTexts.newPassword(request.email, fresh);
    }
    case 'create-admin': {
      const chosen = request.password ?? generatePassword();
      const { passwordSet } = await ensureAdmin(store, { email: request.email, password: chosen });
      if (!passwordSet) return controlTexts.alreadyAdmin(request.email);
      return request.password
        ? controlTexts.madeAdmin(request.email)
        : controlTexts.madeAdminWithPassword(request.email, chosen);
    }
    case 'backup':
      return controlTexts.backupMade(await backup(config, request.folder));
  }
}

/**
 * Copies DATA_DIR and UPLOADS_DIR. Each data file is replaced by an atomic rename, so every copied
 * file is whole; temp files of a write in progress, the lock and the control socket (which cp
 * refuses) stay out.
 */
async function backup(config: CommandDeps['config'], folder: string): Promise<string> {
  const target = path.resolve(folder, new Date().toISOString().replace(/[:.]/g, '-'));
  await mkdir(target, { recursive: true });
  const skipped = new Set([path.join(config.dataDir, lockName), path.join(config.dataDir, controlFolderName)]);
  const filter = (source: string) => !skipped.has(source) && !source.endsWith('.tmp');
  await cp(config.dataDir, path.join(target, 'data'), { recursive: true, filter });
  if (existsSync(config.uploadsDir)) {
    await cp(config.uploadsDir, path.join(target, 'uploads'), { recursive: true, filter });
  }
  return target;
}
