import { useState } from 'react';
import type { MemberRole } from '../../../../../server/contracts/member';
import { saveBlob } from '../../../lib/admin-api';
import { downloadMembers } from '../api/download-members';
import { memberTexts as texts } from '../texts';

type ExportButtonProps = {
  /** The role filter: the export holds the same members the table lists. */
  role: MemberRole | '';
  onFailed: (error: unknown) => void;
};

/** SPEC §2/§7: the Excel export, saved under the server's file name. */
export function ExportButton({ role, onFailed }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    // aria-disabled rather than disabled: the button keeps keyboard focus while the file is made.
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await downloadMembers(role);
      saveBlob(blob, fileName);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button" onClick={download} aria-disabled={busy || undefined}>
      {busy ? texts.exporting : texts.export}
    </button>
  );
}
