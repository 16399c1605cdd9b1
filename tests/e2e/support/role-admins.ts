import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AdminRole } from '../../../server/contracts/admin-role';

/** An administrator with a role of their own, made in the club's data before its server starts. */
export type RoleAdmin = { firstName: string; lastName: string; email: string; password: string; role: AdminRole };

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Writes `admins` into the data dir as members with a password and a role, through the store as the
 * server would (it is not running yet, so nothing else holds the files). The e2e admin, made at the
 * server's start, stays the one Beheerder.
 */
export function addRoleAdmins(dataDir: string, admins: readonly RoleAdmin[]): Promise<void> {
  const writer = 'tests/e2e/support/role-admins-writer.ts';
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', writer, dataDir, JSON.stringify(admins)],
      { cwd: repoRoot },
      (error, _stdout, stderr) => (error ? reject(new Error(`${writer}: ${stderr || error.message}`)) : resolve()),
    );
  });
}
