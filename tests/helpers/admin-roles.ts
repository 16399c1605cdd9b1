import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AdminRole, AuditEntry } from '../../server/contracts';
import type { TestServer } from './api-server';
import { createAdmin, type AdminSession } from './admin';

/** An administrator with this role, signed in over HTTP (the role is read at every request, so set after). */
export async function createAdminAs(
  server: TestServer,
  role: AdminRole,
  data: Parameters<typeof createAdmin>[1] = {},
): Promise<AdminSession> {
  const admin = await createAdmin(server, data);
  await server.store.credentials.updateWhere(
    (credential) => credential.memberId === admin.memberId,
    (credential) => ({ ...credential, role }),
  );
  return admin;
}

/** Every entry of the admin log, oldest first, as the files under DATA_DIR/audit hold them. */
export async function auditEntries(server: TestServer): Promise<AuditEntry[]> {
  const folder = server.services.audit.folder;
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.jsonl')).sort();
  const lines = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditEntry);
}
