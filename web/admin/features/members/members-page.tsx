import { useRef, useState } from 'react';
import type { MemberRole } from '../../../../server/contracts/member';
import { ApiError } from '../../../lib/api-client';
import { AdminListPage } from '../../components/admin-list-page';
import { useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useAdminQuery } from '../../lib/use-admin-query';
import { fullName, type AdminMember } from './admin-member';
import { ExportButton } from './components/export-button';
import { getMembers } from './api/get-members';
import { MemberFilters } from './components/member-filters';
import { MemberFormDialog, type MemberDialogTarget } from './components/member-form-dialog';
import { MemberTable } from './components/member-table';
import { deleteMember } from './api/delete-member';
import { Pagination } from './components/pagination';
import { memberTexts as texts } from './texts';
import './members.css';

/** SPEC §9: 20 members a page, counted after the name filter. */
const pageSize = 20;
/** SPEC §9: success banners 2 s on this screen, errors 4 s. */
const successMs = 2000;
const errorMs = 4000;

/** SPEC §2 "Admin members ('Ledenbeheer')". */
export function MembersPage() {
  const [role, setRole] = useState<MemberRole | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<MemberDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<AdminMember | null>(null);
  const [success, showSuccess] = useTimedMessage(successMs);
  const [failure, showFailure] = useTimedMessage(errorMs);
  const members = useAdminQuery(`members:${role || 'all'}`, (signal) => getMembers(role, signal), {
    reloadOnReplay: true,
  });
  // Where focus goes when the row that had it is gone (a delete).
  const heading = useRef<HTMLHeadingElement>(null);

  const fail = (text: string) => (error: unknown) => {
    // SPEC §8 says these failures are only logged; the admin is told as well.
    console.warn(`${text}:`, error);
    showFailure(failureText(text, error));
  };
  /** A 409 means the rows hold old versions: reload, or every next write of that row is refused again. */
  const failAndReloadOnConflict = (text: string) => (error: unknown) => {
    fail(text)(error);
    if (error instanceof ApiError && error.status === 409) void members.reload();
  };
  const replaceRow = (saved: AdminMember) =>
    members.setData((list) =>
      list.flatMap((member) => (member.id !== saved.id ? [member] : !role || saved.role === role ? [saved] : [])),
    );

  const onSaved = (saved: AdminMember, target: MemberDialogTarget) => {
    // Only the dialog this save came from closes.
    setDialog((open) => (open === target ? null : open));
    // A new member's place in the sorted list (and whether it fits the filter) is the server's to say.
    if (target.mode === 'create') void members.reload();
    else replaceRow(saved);
    showSuccess(texts.success);
  };

  const confirmDelete = async () => {
    const member = toDelete;
    setToDelete(null);
    if (!member) return;
    try {
      await deleteMember(member);
      members.setData((list) => list.filter((other) => other.id !== member.id));
      // The focused delete button went with its row; the heading keeps the keyboard user on this screen.
      heading.current?.focus();
      showSuccess(texts.success);
    } catch (error) {
      failAndReloadOnConflict(texts.deleteFailed)(error);
    }
  };

  const query = search.trim().toLocaleLowerCase('nl');
  const all = members.state.status === 'success' ? members.state.data : [];
  const matching = query ? all.filter((member) => fullName(member).toLocaleLowerCase('nl').includes(query)) : all;
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pageCount);
  const shown = matching.slice((current - 1) * pageSize, current * pageSize);

  return (
    <AdminListPage
      title={texts.title}
      add={{ label: texts.add, onClick: () => setDialog({ mode: 'create' }) }}
      toolbar={<ExportButton role={role} onFailed={fail(texts.exportFailed)} />}
      filters={
        <MemberFilters
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          role={role}
          onRole={(value) => {
            setRole(value);
            setPage(1);
          }}
        />
      }
      list={members}
      loadFailed={(error) => failureText(texts.loadFailed, error)}
      writes={{
        headingRef: heading,
        success,
        error: failure,
        deletion: { pending: toDelete, confirm: () => void confirmDelete(), cancel: () => setToDelete(null) },
      }}
      confirmDelete={texts.confirmDelete}
      dialogs={
        <MemberFormDialog
          target={dialog}
          onClose={() => setDialog(null)}
          onSaved={onSaved}
          onConflict={members.reload}
        />
      }
    >
      {() => (
        <>
          <MemberTable
            members={shown}
            showOrder={role === 'BOARDMEMBER'}
            onEdit={(member) => setDialog({ mode: 'edit', member })}
            onDelete={setToDelete}
            onOrderSaved={(saved) => {
              replaceRow(saved);
              showSuccess(texts.success);
            }}
            onOrderFailed={failAndReloadOnConflict(texts.orderFailed)}
          />
          <Pagination page={current} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </AdminListPage>
  );
}
