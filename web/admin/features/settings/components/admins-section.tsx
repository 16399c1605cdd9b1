import { useId, useMemo, useState } from 'react';
import type { AdminRole } from '../../../../../server/contracts/admin-role';
import { InputField, SelectField } from '../../../../components/form-field';
import { failureText } from '../../../lib/failure-text';
import { LoadFailure } from '../../../components/load-failure';
import { Banner, useTimedMessage } from '../../../components/timed-message';
import { changeAdminStatus } from '../api/change-admin-status';
import { useAdminIds } from '../api/get-admin-ids';
import { useMembers, type SettingsMember } from '../api/get-members';
import { AdminFilterChoice } from './admin-filter';
import { AdminTable, fullName } from './admin-table';
import { AdministratorsPart } from './administrators-part';
import { RoleHelp } from './role-help';
import { isRole, roleOptions } from './role-select';
import { adminRoleTexts, settingsTexts as texts, type AdminFilter } from '../texts';

/**
 * SPEC §2 'Beheer administrators' (the tab 'Beheerders'): the roles, the administrators with theirs
 * (decision 029), and the members to make admin, with a role, or to take the rights from.
 */
export function AdminsSection() {
  const members = useMembers();
  const admins = useAdminIds();
  const [filter, setFilter] = useState<AdminFilter>('all');
  const [search, setSearch] = useState('');
  // The least personal data by default: a new admin is Redactie until a Beheerder chooses more.
  const [newRole, setNewRole] = useState<AdminRole>('redactie');
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  // SPEC §4/§9: the promote/demote message goes after 3 s; errors after 4 s.
  const [success, showSuccess] = useTimedMessage(3000);
  const [failure, showFailure, clearFailure] = useTimedMessage(4000);
  // Bumped after admin rights change, so the administrators' list loads again.
  const [adminsChanged, setAdminsChanged] = useState(0);
  const membersHeadingId = useId();

  const adminIds = useMemo(() => new Set(admins.state.status === 'success' ? admins.state.data : []), [admins.state]);
  const shown = useMemo(() => {
    if (members.state.status !== 'success') return [];
    const wanted = search.trim().toLowerCase();
    const inFilter = (member: SettingsMember) =>
      filter === 'all' || (filter === 'admins' ? adminIds.has(member.id) : !adminIds.has(member.id));
    return members.state.data.filter((member) => inFilter(member) && fullName(member).toLowerCase().includes(wanted));
  }, [members.state, filter, search, adminIds]);

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((previous) => {
      const next = new Set(previous);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const change = async (member: SettingsMember, makeAdmin: boolean) => {
    setBusy(member.id, true);
    clearFailure();
    try {
      const status = await changeAdminStatus(member.id, makeAdmin, newRole);
      // Show the server's answer at once; the reload below catches changes by other admins.
      admins.setData((ids) => [...ids.filter((id) => id !== status.id), ...(status.admin ? [status.id] : [])]);
      showSuccess(makeAdmin ? texts.promoted : texts.demoted);
    } catch (error) {
      // SPEC §8 shows nothing here, but a refusal (last admin, no e-mail) must be explained.
      console.error('Wijzigen van de adminrechten mislukt:', error);
      showFailure(failureText(texts.changeFailed, error));
    } finally {
      setBusy(member.id, false);
      admins.reload();
      setAdminsChanged((count) => count + 1);
    }
  };

  return (
    <>
      <h2>{texts.title}</h2>
      <p className="admin-hint">{texts.intro}</p>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={failure} />
      <RoleHelp />
      <AdministratorsPart
        changed={adminsChanged}
        onSuccess={showSuccess}
        onFailure={showFailure}
        onBeforeChange={clearFailure}
      />
      <section aria-labelledby={membersHeadingId}>
        <h3 id={membersHeadingId}>{adminRoleTexts.membersTitle}</h3>
        <div className="admin-toolbar">
          <InputField label={texts.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <AdminFilterChoice value={filter} onChange={setFilter} />
          <SelectField
            label={adminRoleTexts.newRole}
            hint={adminRoleTexts.newRoleHint}
            options={roleOptions}
            value={newRole}
            onChange={(event) => {
              if (isRole(event.target.value)) setNewRole(event.target.value);
            }}
          />
        </div>
        {/* Admin ids never fail (an error counts as none), so waiting for them cannot hang. */}
        {(members.state.status === 'loading' || admins.state.status === 'loading') && (
          <p role="status">{texts.loading}</p>
        )}
        {members.state.status === 'error' && (
          <LoadFailure message={failureText(texts.loadFailed, members.state.error)} onRetry={members.reload} />
        )}
        {members.state.status === 'success' && admins.state.status !== 'loading' && (
          <AdminTable members={shown} adminIds={adminIds} busyIds={busyIds} onChange={change} />
        )}
      </section>
    </>
  );
}
