import { useState } from 'react';
import type { MemberBulkAction } from '../../../../server/contracts/member-bulk';
import type { MemberRole } from '../../../../server/contracts/member';
import type { MemberFilterInput, MemberListPage } from '../../../../server/contracts/member-list';
import { saveBlob } from '../../lib/admin-api';
import type { AdminQuery } from '../../lib/use-admin-query';
import type { AdminMember } from './admin-member';
import { runBulkAction, type BulkOutcome } from './api/bulk-members';
import { downloadSelection } from './api/download-members';
import type { MemberSelection } from './use-member-selection';
import { memberTexts as texts } from './texts';

type BulkActionsInput = {
  list: AdminQuery<MemberListPage<AdminMember>>;
  filter: MemberFilterInput;
  selection: MemberSelection;
  total: number;
  onSuccess: (message: string) => void;
  onFailure: (text: string) => (error: unknown) => void;
};

/** The shown page as it will be once an action that waits in the outbox reaches the server. */
function queuedPage(page: MemberListPage<AdminMember>, outcome: BulkOutcome, ids: ReadonlySet<number>) {
  const chosen = (member: AdminMember) => ids.has(member.id);
  if (outcome.action === 'delete') {
    const members = page.members.filter((member) => !chosen(member));
    return { ...page, members, total: page.total - (page.members.length - members.length) };
  }
  const change: Partial<AdminMember> =
    outcome.action === 'setRole' && outcome.role ? { role: outcome.role } : { active: outcome.action === 'activate' };
  return { ...page, members: page.members.map((member) => (chosen(member) ? { ...member, ...change } : member)) };
}

/**
 * The selection's actions: each one request to the server and one write there. Afterwards
 * the list is loaded again and the selection cleared; offline a named selection waits in the outbox
 * and the page shows the change meanwhile.
 */
export function useBulkActions({ list, filter, selection, total, onSuccess, onFailure }: BulkActionsInput) {
  const [busy, setBusy] = useState(false);

  const run = async (action: MemberBulkAction, role?: MemberRole) => {
    const count = selection.count(total);
    const ids = selection.ids;
    setBusy(true);
    try {
      const outcome = await runBulkAction(
        { action, selection: selection.payload(filter), ...(role ? { role } : {}) },
        count,
      );
      selection.clear();
      onSuccess(outcome.message);
      if (outcome.queued) list.setData((page) => queuedPage(page, { ...outcome, ...(role ? { role } : {}) }, ids));
      else await list.reload();
    } catch (error) {
      onFailure(texts.bulk.failed)(error);
    } finally {
      setBusy(false);
    }
  };

  const exportSelection = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadSelection(selection.payload(filter));
      saveBlob(blob, fileName);
    } catch (error) {
      onFailure(texts.exportFailed)(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, run, exportSelection };
}
