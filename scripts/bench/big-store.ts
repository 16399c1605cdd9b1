/** The memory bench's large club: every collection file and meta.json, written into DATA_DIR. */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { hashPassword } from '../../server/auth/passwords';
import {
  credentialDataSchema,
  eventDataSchema,
  imageDataSchema,
  memberDataSchema,
  newsletterDataSchema,
  pageDataSchema,
} from '../../server/contracts';
import { migrations } from '../../server/store/migrations';
import { imageData, imageIdPlan, memberData, newsletterData, pageData, walkData } from './big-store-records';
import { seededRandom } from './big-store-random';
import type { BigStoreSize } from './big-store-size';

export type WrittenFile = { name: string; records: number; bytes: number };

/**
 * Writes a large club straight into DATA_DIR in the store's own file format
 * ({ nextId, records } per collection, meta.json with the current schema version), so the
 * server under test opens it as it would a real club's data. Every record goes through the
 * collection's zod schema first: the store refuses the whole start on one bad record.
 */
export async function writeBigStore(dataDir: string, size: BigStoreSize): Promise<WrittenFile[]> {
  await mkdir(dataDir, { recursive: true });
  const random = seededRandom(20_240_601);
  const updatedAt = new Date().toISOString();
  const ids = imageIdPlan(size);

  const images = Array.from({ length: size.images }, (_, i) => imageData(i, random));
  const members = Array.from({ length: size.members }, (_, i) => memberData(i, random, ids));
  const walks = walkData(size, random, ids);
  const pages = Array.from({ length: size.pages }, (_, i) => pageData(i, size.pages, random, ids));
  const newsletters = Array.from({ length: size.newsletters }, (_, i) => newsletterData(i, random, images));
  // One administrator, as a real club has; the hash is real so the file looks like the server's own.
  const credentials = [{ memberId: 3, passwordHash: await hashPassword(randomUUID()), role: 'beheerder' }];

  const write = async <S extends z.ZodObject>(
    name: string,
    schema: S,
    data: readonly unknown[],
  ): Promise<WrittenFile> => {
    const records = data.map((input, index) => ({ ...schema.parse(input), id: index + 1, version: 1, updatedAt }));
    // Same layout as the store's writer (server/store/durable-json-file.ts), so the file sizes compare.
    const text = JSON.stringify({ nextId: records.length + 1, records }, null, 1);
    await writeFile(path.join(dataDir, `${name}.json`), text);
    return { name: `${name}.json`, records: records.length, bytes: Buffer.byteLength(text) };
  };

  const files = await Promise.all([
    write('members', memberDataSchema, members),
    write('events', eventDataSchema, walks),
    write('images', imageDataSchema, images),
    write('pages', pageDataSchema, pages),
    write('newsletters', newsletterDataSchema, newsletters),
    write('credentials', credentialDataSchema, credentials),
  ]);
  const schemaVersion = migrations.at(-1)?.version ?? 0;
  await writeFile(path.join(dataDir, 'meta.json'), JSON.stringify({ schemaVersion }));
  return files;
}
