/** The scale bench's club: the big store at the budget's sizes, with an administrator the bench can log in as. */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { hashPassword } from '../../server/auth/passwords';
import { credentialDataSchema } from '../../server/contracts';
import { writeBigStore, type WrittenFile } from './big-store';
import { budgetStoreSize, type BigStoreSize } from './big-store-size';

/** 10,000 members, 2,000 walks, 20,000 images and 200 newsletters. */
export const scaleStoreSize: BigStoreSize = { ...budgetStoreSize, newsletters: 200 };

export type ScaleStore = {
  files: WrittenFile[];
  admin: { email: string; password: string };
  /** Ids of members the write load may change, all at version 1; never the administrator. */
  writableIds: number[];
  /** A search term that matches some members but not all: a common last name's first letters. */
  searchTerm: string;
};

const membersFileSchema = z.object({
  records: z.array(
    z.object({ id: z.number(), version: z.number(), email: z.string().nullable(), lastName: z.string() }),
  ),
});

/**
 * Writes the big store, then makes its first member with an e-mail address an administrator with a
 * password the bench knows (the big store's own administrator has a random one), replacing credentials.json.
 */
export async function writeScaleStore(dataDir: string): Promise<ScaleStore> {
  const files = await writeBigStore(dataDir, scaleStoreSize);
  const members = membersFileSchema.parse(JSON.parse(await readFile(path.join(dataDir, 'members.json'), 'utf8')));
  const admin = members.records.find((member) => member.email !== null);
  if (!admin?.email) throw new Error('The big store has no member with an e-mail address to make administrator.');
  const password = randomUUID();
  const credential = {
    ...credentialDataSchema.parse({
      memberId: admin.id,
      passwordHash: await hashPassword(password),
      role: 'beheerder',
    }),
    id: 1,
    version: 1,
    updatedAt: new Date().toISOString(),
  };
  await writeFile(
    path.join(dataDir, 'credentials.json'),
    JSON.stringify({ nextId: 2, records: [credential] }, null, 1),
    { mode: 0o600 },
  );
  const writableIds = members.records
    .filter((member) => member.id !== admin.id && member.version === 1)
    .map((member) => member.id);
  return { files, admin: { email: admin.email, password }, writableIds, searchTerm: commonPrefix(members.records) };
}

/** The three first letters of the most common last name, lower case: matches a few hundred members. */
function commonPrefix(records: readonly { lastName: string }[]): string {
  const counts = new Map<string, number>();
  for (const { lastName } of records) counts.set(lastName, (counts.get(lastName) ?? 0) + 1);
  const [name = 'jan'] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return name.slice(0, 3).toLowerCase();
}
