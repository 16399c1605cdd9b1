import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The log's folder inside DATA_DIR: one file per month, `YYYY-MM.jsonl`, by the entries' UTC month. */
export const auditFolderName = 'audit';
const monthFile = /^\d{4}-(0[1-9]|1[0-2])\.jsonl$/;

export const auditFolderOf = (dataDir: string) => path.join(dataDir, auditFolderName);

/** The file an entry made at `at` (an ISO time) goes to. */
export const auditFileOf = (folder: string, at: string) => path.join(folder, `${at.slice(0, 7)}.jsonl`);

export const isAuditFileName = (name: string) => monthFile.test(name);

/** The month files of the log, oldest first; none when there is no log yet. Anything else there is not ours. */
export async function auditFileNames(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && isAuditFileName(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
