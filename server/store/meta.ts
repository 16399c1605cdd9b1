import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { upgradeTexts as texts } from './upgrade-texts';

/** DATA_DIR/meta.json: which schema version the data files have, and which server last opened them. */
export const metaFileName = 'meta.json';

const metaSchema = z
  .object({
    schemaVersion: z.number().int().min(0),
    /** package.json's version of the server that last opened the data; absent before schema version 4. */
    appVersion: z.string().min(1).max(100).optional(),
  })
  // A newer server may say more about its data; what this one does not know, it keeps.
  .loose();
export type Meta = z.infer<typeof metaSchema>;

/** meta.json as found (undefined: none); one that does not parse stops the start in Dutch, never guessed. */
export async function readMeta(dataDir: string): Promise<Meta | undefined> {
  const file = path.join(dataDir, metaFileName);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(texts.badMeta(file, true), { cause: error });
  }
  const parsed = metaSchema.safeParse(json);
  if (!parsed.success) throw new Error(texts.badMeta(file, false), { cause: parsed.error });
  return parsed.data;
}
