/**
 * Admin tasks from the shell, also while the server runs:
 *
 *   npm run admin -- reset-password <email>          new generated password, printed once
 *   npm run admin -- create-admin <email> [password] make an existing or new member an administrator
 *   npm run admin -- backup [folder] [--keep N]      one archive of data and photos in folder (BACKUP_DIR);
 *                                                    --keep: only the N newest archives stay
 *   npm run admin -- restore <file.tar.gz> [--force] check an archive and restore it (server stopped);
 *                                                    --force: move what DATA_DIR/UPLOADS_DIR hold aside first
 *   npm run admin -- verify <file.tar.gz>           check every file of an archive against its manifest
 *
 * One process at a time owns DATA_DIR (server/store/lock.ts). With no server running the CLI takes the
 * lock and works on the files itself. A running server keeps the data in memory and would overwrite
 * such a change with its next write, so then the server carries the command out, asked over its
 * control socket (server/control). A restore replaces the data under the server, so it is only done
 * while no server runs (server/backup).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { restoreCommand, verifyCommand } from './backup/commands';
import { backupTexts } from './backup/texts';
import { loadConfig, type Config } from './config';
import { runCommand } from './control/commands';
import { runThroughServer } from './control/control-client';
import { commandRequestSchema, maxPathLength, type CommandRequest } from './control/protocol';
import { controlTexts } from './control/texts';
import { openStore } from './store';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './store/lock';

async function main(args: string[]): Promise<string> {
  // Backups and data files this process writes are its user's alone, like the server's.
  process.umask(0o077);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const request = parseArguments(args, config);
  if (request.command === 'restore') return restore(config, request);
  // Reads only the archive: no lock, also beside a running server.
  if (request.command === 'verify') return verifyCommand(request.archive);

  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, { waitForStale: false, onLost: stop });
  } catch (error) {
    if (error instanceof DataDirInUseError) return runThroughServer(config.dataDir, request);
    throw error;
  }
  try {
    const store = await openStore(config.dataDir);
    // The CLI may be the first to open data of an older version: it says so, as the server would.
    if (store.upgrade) console.info(store.upgrade.message);
    return await runCommand({ store, config }, request);
  } finally {
    await lock.release();
  }
}

/** Only while no server runs: it would go on with the data it holds in memory and overwrite the restored files. */
async function restore(config: Config, request: RestoreRequest): Promise<string> {
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, { waitForStale: false, onLost: stop });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new Error(backupTexts.serverRunning(config.dataDir));
    throw error;
  }
  try {
    return await restoreCommand(config, request.archive, request.force);
  } finally {
    await lock.release();
  }
}

const restoreRequestSchema = z.object({
  command: z.literal('restore'),
  archive: z.string().min(1, backupTexts.usage.restore).max(maxPathLength, backupTexts.usage.restore),
  force: z.boolean(),
});
type RestoreRequest = z.infer<typeof restoreRequestSchema>;
const verifyRequestSchema = z.object({
  command: z.literal('verify'),
  archive: z.string().min(1, backupTexts.usage.verify).max(maxPathLength, backupTexts.usage.verify),
});
type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** The command line as a request, checked by the same schema the server's control socket uses. */
function parseArguments(
  args: string[],
  config: Pick<Config, 'backupDir'>,
): CommandRequest | RestoreRequest | VerifyRequest {
  const [command, first, second] = args;
  const raw =
    command === 'reset-password'
      ? { command, email: first ?? '' }
      : command === 'create-admin'
        ? { command, email: first ?? '', password: second }
        : command === 'backup'
          ? backupArguments(args.slice(1), config)
          : command === 'restore'
            ? restoreArguments(args.slice(1))
            : command === 'verify'
              ? verifyArguments(args.slice(1))
              : undefined;
  if (!raw) throw new Error(controlTexts.commands);
  const schema =
    command === 'restore' ? restoreRequestSchema : command === 'verify' ? verifyRequestSchema : commandRequestSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? controlTexts.commands);
  return parsed.data;
}

/** backup [folder] [--keep N]; the folder made absolute here, as the server does not share our working folder. */
function backupArguments(args: string[], config: Pick<Config, 'backupDir'>) {
  const { values, positionals } = options(args, { keep: { type: 'string' } }, backupTexts.usage.backup);
  if (positionals.length > 1) throw new Error(backupTexts.usage.backup);
  const keep =
    typeof values.keep === 'string' ? (/^\d{1,3}$/.test(values.keep) ? Number(values.keep) : NaN) : undefined;
  return { command: 'backup', folder: positionals[0] ? path.resolve(positionals[0]) : config.backupDir, keep };
}

function restoreArguments(args: string[]) {
  const { values, positionals } = options(args, { force: { type: 'boolean' } }, backupTexts.usage.restore);
  if (positionals.length !== 1) throw new Error(backupTexts.usage.restore);
  return { command: 'restore', archive: path.resolve(positionals[0] ?? ''), force: values.force === true };
}

function verifyArguments(args: string[]) {
  const { positionals } = options(args, {}, backupTexts.usage.verify);
  if (positionals.length !== 1) throw new Error(backupTexts.usage.verify);
  return { command: 'verify', archive: path.resolve(positionals[0] ?? '') };
}

/** node:util's parser; its English complaint about an unknown option becomes the command's Dutch usage line. */
function options<T extends Record<string, { type: 'string' | 'boolean' }>>(args: string[], spec: T, usage: string) {
  try {
    return parseArgs({ args, options: spec, allowPositionals: true, strict: true });
  } catch {
    throw new Error(usage);
  }
}

function stop(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

main(process.argv.slice(2)).then((message) => console.info(message), stop);
