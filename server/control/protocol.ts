import path from 'node:path';
import { z } from 'zod';
import { keepRange } from '../backup/rotate';
import { controlTexts } from './texts';

/** Longer than any real folder path; PATH_MAX on Linux. */
export const maxPathLength = 4096;

/**
 * What the CLI asks a running server over the control socket, one JSON line each way.
 * The same schema checks the CLI's arguments, so both ends accept exactly the same commands.
 */
export const commandRequestSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('reset-password'),
    email: z.string().trim().min(1, controlTexts.usage.resetPassword),
  }),
  z.object({
    command: z.literal('create-admin'),
    email: z.string().trim().min(1, controlTexts.usage.createAdmin).pipe(z.email(controlTexts.badEmail)),
    password: z.string().min(8, controlTexts.shortPassword).optional(),
  }),
  z.object({
    command: z.literal('backup'),
    // Absolute: the server does not share the CLI's working folder.
    folder: z
      .string()
      .min(1, controlTexts.usage.backup)
      .max(maxPathLength, controlTexts.usage.backup)
      .refine(path.isAbsolute, controlTexts.usage.backup),
    /** Keep this many of the newest archives in the folder, deleting older ones; none: keep all. */
    keep: z
      .number(controlTexts.usage.keep)
      .int(controlTexts.usage.keep)
      .min(keepRange.min, controlTexts.usage.keep)
      .max(keepRange.max, controlTexts.usage.keep)
      .optional(),
  }),
]);
export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** `message` is a Dutch sentence for the operator, printed as is. */
export const commandAnswerSchema = z.object({ ok: z.boolean(), message: z.string() });
export type CommandAnswer = z.infer<typeof commandAnswerSchema>;

/** Longer than any honest request; a peer that sends more is cut off. */
export const maxLineBytes = 64 * 1024;

// A socket path must fit in sun_path: 108 bytes with the closing NUL on Linux, 104 on macOS.
export const maxSocketPathBytes = process.platform === 'darwin' ? 103 : 107;

/**
 * In its own 0700 folder inside DATA_DIR: only the server's user can reach it, which is what makes
 * a caller the operator. No network port is involved.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, controlFolderName, 'cli.sock');
}

export const controlFolderName = 'control';

export function socketPathFits(socketPath: string): boolean {
  return Buffer.byteLength(socketPath) <= maxSocketPathBytes;
}
