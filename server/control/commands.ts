import { ensureAdmin, findAdminByEmail, setPassword } from '../auth/admins';
import { generatePassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Store } from '../store';
import { backupCommand } from '../backup/commands';
import { BackupError } from '../backup/format';
import type { CommandRequest } from './protocol';
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
      try {
        return await backupCommand({ store, config }, request.folder, request.keep);
      } catch (error) {
        // Its refusals (a full disk, a folder it may not write) are meant for the operator as they are.
        if (error instanceof BackupError) throw new CommandError(error.message);
        throw error;
      }
  }
}
