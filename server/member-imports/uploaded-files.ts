import { randomUUID } from 'node:crypto';
import type { Sheet } from './sheet';

const keptMs = 30 * 60 * 1000;
/** Each kept sheet is at most a few tens of MB (10,000 rows of 60 cells); a few of them at once. */
const keptFiles = 4;

type Uploaded = { memberId: number; fileName: string; sheet: Sheet; keptUntil: number };

/**
 * The sheets uploaded for a dry run, in memory for half an hour under a random token: the dry runs
 * and the confirmation read them again without a new upload. Only the admin who uploaded a file
 * can use its token; a restart forgets them all (the screen then asks for the file again).
 */
export function uploadedFiles(now: () => Date) {
  // In the order they were kept: when full, the oldest goes.
  const files = new Map<string, Uploaded>();
  return {
    keep(memberId: number, fileName: string, sheet: Sheet): string {
      const at = now().getTime();
      for (const [token, file] of files) if (file.keptUntil < at) files.delete(token);
      while (files.size >= keptFiles) files.delete(files.keys().next().value as string);
      const token = randomUUID();
      files.set(token, { memberId, fileName, sheet, keptUntil: at + keptMs });
      return token;
    },
    get(token: string, memberId: number): Uploaded | undefined {
      const file = files.get(token);
      if (!file || file.memberId !== memberId) return undefined;
      if (file.keptUntil < now().getTime()) {
        files.delete(token);
        return undefined;
      }
      return file;
    },
    forget(token: string): void {
      files.delete(token);
    },
  };
}
export type UploadedFiles = ReturnType<typeof uploadedFiles>;
