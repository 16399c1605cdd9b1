import { useEffect, useId, useRef, useState } from 'react';
import { adminRoleLabels, type AdminRole } from '../../../../../server/contracts/admin-role';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { failureText } from '../../../lib/failure-text';
import { sessionMemberId, useSession } from '../../../session/session';
import { changeAdminRole } from '../api/change-admin-role';
import { endAdminSessions } from '../api/end-admin-sessions';
import { useAdmins, type AdminSummary } from '../api/get-admins';
import { adminRoleTexts as texts } from '../texts';
import { adminName, AdminRolesTable } from './admin-roles-table';

type AdministratorsPartProps = {
  /** Bumped when admin rights changed below (a member made admin): the list loads again. */
  changed: number;
  onSuccess: (message: string) => void;
  onFailure: (message: string) => void;
  /** A new change starts: an earlier failure's message goes. */
  onBeforeChange: () => void;
};

/** The administrators and their roles (decision 029): a role given, or every session of an admin ended. */
export function AdministratorsPart({ changed, onSuccess, onFailure, onBeforeChange }: AdministratorsPartProps) {
  const admins = useAdmins();
  const headingId = useId();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [toSignOut, setToSignOut] = useState<AdminSummary | null>(null);
  const recheckRole = useSession((state) => state.recheckRole);
  const selfId = sessionMemberId();

  const { reload } = admins;
  const seen = useRef(changed);
  useEffect(() => {
    if (seen.current === changed) return;
    seen.current = changed;
    void reload();
  }, [changed, reload]);

  const run = async (admin: AdminSummary, write: () => Promise<string>, failed: string) => {
    setBusyIds((ids) => new Set(ids).add(admin.id));
    onBeforeChange();
    try {
      onSuccess(await write());
    } catch (error) {
      console.warn(`${failed} (${admin.id}):`, error);
      onFailure(failureText(failed, error));
    } finally {
      setBusyIds((ids) => new Set([...ids].filter((id) => id !== admin.id)));
      await reload();
    }
  };

  const changeRole = (admin: AdminSummary, role: AdminRole) =>
    run(
      admin,
      async () => {
        await changeAdminRole(admin.id, role);
        admins.setData((rows) => rows.map((row) => (row.id === admin.id ? { ...row, role } : row)));
        // One's own role changed: the screens follow at once (this one may no longer be theirs).
        if (admin.id === selfId) recheckRole();
        return texts.roleChanged(adminName(admin), adminRoleLabels[role]);
      },
      texts.roleFailed,
    );

  const endSessions = () => {
    const admin = toSignOut;
    setToSignOut(null);
    if (!admin) return;
    void run(
      admin,
      async () => {
        await endAdminSessions(admin.id);
        return texts.sessionsEnded(adminName(admin));
      },
      texts.sessionsFailed,
    );
  };

  const { state } = admins;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.adminsTitle}</h3>
      {state.status === 'loading' && <p role="status">{texts.loading}</p>}
      {state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadFailed, state.error)} onRetry={() => void reload()} />
      )}
      {state.status === 'success' && (
        <AdminRolesTable
          admins={state.data}
          selfId={selfId}
          busyIds={busyIds}
          onRoleChange={changeRole}
          onEndSessions={(admin) => setToSignOut(admin)}
        />
      )}
      <ConfirmDialog
        question={toSignOut ? texts.confirmEndSessions(adminName(toSignOut)) : null}
        confirmLabel={texts.endSessions}
        onConfirm={endSessions}
        onCancel={() => setToSignOut(null)}
      />
    </section>
  );
}
