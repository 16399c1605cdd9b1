import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../../server/contracts/admin-paths';
import type { MemberListPage } from '../../../../server/contracts/member-list';
import { ApiError } from '../../../lib/api-client';
import { AdminListPage } from '../../components/admin-list-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ConnectionHint, useNeedsConnection } from '../../components/needs-connection';
import { useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import type { AdminMember } from './admin-member';
import { deleteMember } from './api/delete-member';
import { ExportButton } from './components/export-button';
import { MemberFilters } from './components/member-filters';
import { MemberFormDialog, type MemberDialogTarget } from './components/member-form-dialog';
import { MemberTable } from './components/member-table';
import { Pagination } from '../../components/pagination';
import { RoleDialog } from './components/role-dialog';
import { SelectionBar, type SelectionAction } from './components/selection-bar';
import { memberTexts as texts } from './texts';
import { useBulkActions } from './use-bulk-actions';
import { useMemberList } from './use-member-list';
import { useMemberSelection } from './use-member-selection';
import './members.css';

// The mail dialog brings the editor: loaded when it is first opened.
const BulkMailDialog = lazy(() =>
  import('./components/bulk-mail-dialog').then((module) => ({ default: module.BulkMailDialog })),
);

/** SPEC §9: success banners 2 s on this screen, errors 4 s. */
const successMs = 2000;
const errorMs = 4000;

type Open = null | 'delete' | 'role' | 'mail';

/** SPEC §2 "Admin members ('Ledenbeheer')", with its filters, selection and bulk actions. */
export function MembersPage() {
  const { filters, filter, errors, list: members, setFilters, setPage } = useMemberList();
  const [dialog, setDialog] = useState<MemberDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<AdminMember | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [success, showSuccess] = useTimedMessage(successMs);
  const [failure, showFailure] = useTimedMessage(errorMs);
  const selection = useMemberSelection();
  const connection = useNeedsConnection();
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
  const total = members.state.status === 'success' ? members.state.data.total : 0;
  const bulk = useBulkActions({ list: members, filter, selection, total, onSuccess: showSuccess, onFailure: fail });
  const count = selection.count(total);

  const updateRows = (change: (rows: AdminMember[]) => AdminMember[], removed = 0) =>
    members.setData((page) => ({ ...page, members: change(page.members), total: page.total - removed }));
  const replaceRow = (saved: AdminMember) =>
    updateRows((rows) =>
      rows.flatMap((member) =>
        member.id !== saved.id ? [member] : !filters.rol || saved.role === filters.rol ? [saved] : [],
      ),
    );

  const onSaved = (saved: AdminMember, target: MemberDialogTarget) => {
    // Only the dialog this save came from closes.
    setDialog((current) => (current === target ? null : current));
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
      updateRows((rows) => rows.filter((other) => other.id !== member.id), 1);
      selection.setRows([member], false);
      // The focused delete button went with its row: the heading keeps the keyboard user on this screen.
      heading.current?.focus();
      showSuccess(texts.success);
    } catch (error) {
      failAndReloadOnConflict(texts.deleteFailed)(error);
    }
  };

  const onAction = (action: SelectionAction) => {
    if ((action === 'export' || action === 'mail') && connection.offline) return;
    if (action === 'export') void bulk.exportSelection();
    else if (action === 'delete' || action === 'role' || action === 'mail') setOpen(action);
    else void bulk.run(action);
  };

  return (
    <AdminListPage
      title={texts.title}
      add={{ label: texts.add, onClick: () => setDialog({ mode: 'create' }) }}
      toolbar={
        <>
          <ExportButton filter={filter} onFailed={fail(texts.exportFailed)} needsConnection={connection.buttonProps} />
          <Link className="button" to={adminPaths.memberImport}>
            {texts.import}
          </Link>
        </>
      }
      filters={
        <>
          <MemberFilters
            filters={filters}
            errors={errors}
            onChange={(next) => {
              selection.clear();
              setFilters(next);
            }}
          />
          <ConnectionHint id={connection.hintId} offline={connection.offline} />
        </>
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
        <>
          <MemberFormDialog
            target={dialog}
            onClose={() => setDialog(null)}
            onSaved={onSaved}
            onConflict={members.reload}
          />
          <ConfirmDialog
            question={open === 'delete' ? texts.bulk.confirmDelete(count) : null}
            onConfirm={() => {
              setOpen(null);
              void bulk.run('delete');
            }}
            onCancel={() => setOpen(null)}
          />
          <RoleDialog
            count={open === 'role' ? count : null}
            onClose={() => setOpen(null)}
            onChoose={(role) => {
              setOpen(null);
              void bulk.run('setRole', role);
            }}
          />
          {open === 'mail' && (
            <Suspense fallback={null}>
              <BulkMailDialog count={count} selection={selection.payload(filter)} onClose={() => setOpen(null)} />
            </Suspense>
          )}
        </>
      }
    >
      {(page: MemberListPage<AdminMember>) => (
        <>
          <p className="admin-hint">{texts.resultCount(page.total)}</p>
          <SelectionBar
            count={count}
            total={page.total}
            wholeFilter={selection.wholeFilter}
            busy={bulk.busy}
            needsConnection={connection.buttonProps}
            onSelectFilter={selection.selectFilter}
            onClear={selection.clear}
            onAction={onAction}
          />
          <MemberTable
            members={page.members}
            showOrder={filters.rol === 'BOARDMEMBER' || filters.bestuur === 'ja'}
            onEdit={(member) => setDialog({ mode: 'edit', member })}
            onDelete={setToDelete}
            onOrderSaved={(saved) => {
              replaceRow(saved);
              showSuccess(texts.success);
            }}
            onOrderFailed={failAndReloadOnConflict(texts.orderFailed)}
            select={{
              header: (
                <input
                  type="checkbox"
                  aria-label={texts.bulk.selectPage}
                  checked={page.members.length > 0 && page.members.every(selection.isSelected)}
                  onChange={(event) => {
                    if (selection.wholeFilter) selection.clear();
                    else selection.setRows(page.members, event.target.checked);
                  }}
                />
              ),
              isSelected: selection.isSelected,
              onChange: (member, selected) => {
                // One box less of "every member of the filter": the rest of this page stays chosen.
                if (selection.wholeFilter) {
                  selection.clear();
                  selection.setRows(
                    page.members.filter((other) => other.id !== member.id),
                    true,
                  );
                } else selection.setRows([member], selected);
              },
              label: texts.bulk.selectRow,
            }}
          />
          <Pagination page={page.page} pageCount={page.pageCount} onPage={setPage} />
        </>
      )}
    </AdminListPage>
  );
}
