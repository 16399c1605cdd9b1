/**
 * Admin tasks from the shell, also while the server runs:
 *
 *   npm run admin -- reset-password <email>          new generated password, printed once
 *   npm run admin -- create-admin <email> [password] make an existing or new member an administrator
 *   npm run admin -- backup <folder>                 copy DATA_DIR and UPLOADS_DIR into <folder>/<timestamp>
 *
 * One process at a time owns DATA_DIR (server/store/lock.ts). With no server running the CLI takes the
 * lock and works on the files itself. A running server keeps the data in memory and would overwrite
 * such a change with its next write, so then the server carries the command out, asked over its
 * control socket (server/control).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { runCommand } from './control/commands';
import { runThroughServer } from './control/control-client';
import { commandRequestSchema, type CommandRequest } from './control/protocol';
import { controlTexts } from './control/texts';
import { openStore } from './store';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './store/lock';

async function main(args: string[]): Promise<string> {
  // Backups and data files this process writes are its user's alone, like the server's.
  process.umask(0o077);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const request = parseArguments(args);

  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, { waitForStale: false, onLost: stop });
  } catch (error) {
    if (error instanceof DataDirInUseError) return runThroughServer(config.dataDir, request);
    throw error;
  }
  try {
    const store = await openStore(config.dataDir);
    return await runCommand({ store, config }, request);
  } finally {
    await lock.release();
  }
}

/** The command line as a request, checked by the same schema the server's control socket uses. */
function parseArguments([command, first, second]: string[]): CommandRequest {
  const raw =
    command === 'reset-password'
      ? { command, email: first ?? '' }
      : command === 'create-admin'
        ? { command, email: first ?? '', password: second }
        : command === 'backup'
          ? { command, folder: first ? path.resolve(first) : '' }
          : undefined;
  if (!raw) throw new Error(controlTexts.commands);
  const parsed = commandRequestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? controlTexts.commands);
  return parsed.data;
}

function stop(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

main(process.argv.slice(2)).then((message) => console.info(message), stop);
