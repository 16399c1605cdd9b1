/**
 * A child process for addRoleAdmins (role-admins.ts): writes the administrators given as JSON in the
 * second argument into the store under the first, before the club's server starts. Run through tsx:
 * the store reads package.json as a JSON module, which Playwright's own loader does not take.
 */
import { setPassword } from '../../../server/auth/admins';
import { openStore } from '../../../server/store';
import type { RoleAdmin } from './role-admins';

const [dataDir, json] = process.argv.slice(2);
if (!dataDir || !json) throw new Error('usage: role-admins-writer <dataDir> <admins as JSON>');
const store = await openStore(dataDir);
for (const admin of JSON.parse(json) as RoleAdmin[]) {
  const member = await store.members.create({
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    role: 'MEMBER',
  });
  await setPassword(store, member.id, admin.password, { admin: true, role: admin.role });
}
