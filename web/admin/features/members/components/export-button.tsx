import { useState } from 'react';
import type { MemberFilterInput } from '../../../../../server/contracts/member-list';
import type { ConnectionButtonProps } from '../../../components/needs-connection';
import { saveBlob } from '../../../lib/admin-api';
import { downloadMembers } from '../api/download-members';
import { memberTexts as texts } from '../texts';

type ExportButtonProps = {
  /** The list's filters: the export holds every member the table lists, on every page. */
  filter: MemberFilterInput;
  onFailed: (error: unknown) => void;
  /** Offline: the button says it needs the connection (a download cannot wait in the outbox). */
  needsConnection: ConnectionButtonProps;
};

/** SPEC §2/§7: the Excel export, saved under the server's file name. */
export function ExportButton({ filter, onFailed, needsConnection }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    // aria-disabled rather than disabled: the button keeps keyboard focus while the file is made.
    if (busy || needsConnection['aria-disabled']) return;
    setBusy(true);
    try {
      const { blob, fileName } = await downloadMembers(filter);
      saveBlob(blob, fileName);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button" onClick={download} aria-disabled={busy || undefined} {...needsConnection}>
      {busy ? texts.exporting : texts.export}
    </button>
  );
}
