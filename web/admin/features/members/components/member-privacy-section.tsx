import { useId, useState } from 'react';
import type { PrivacyExportFormat } from '../../../../../server/contracts/member-privacy';
import { ApiError } from '../../../../lib/api-client';
import { formatLongDate } from '../../../../lib/formatting';
import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import { saveBlob } from '../../../lib/admin-api';
import { failureText } from '../../../lib/failure-text';
import type { AdminMember } from '../admin-member';
import { downloadMemberData } from '../api/download-member-data';
import { forgetMember } from '../api/forget-member';
import { privacyTexts as texts } from '../privacy-texts';
import { ForgetMemberDialog } from './forget-member-dialog';
import './member-privacy.css';

type MemberPrivacySectionProps = {
  member: AdminMember;
  /** The anonymous member the server answered (or, offline, the member as it will be). */
  onForgotten: (member: AdminMember) => void;
  /** The member changed meanwhile (409): the list reloads. */
  onConflict: () => void;
  onBusyChange: (busy: boolean) => void;
};

/**
 * A member's privacy requests (GDPR): "Gegevens exporteren" downloads what the club holds about
 * them (a download cannot wait in the outbox, so it needs the connection); "Vergeten" erases it after
 * a confirmation and waits in the outbox offline like every admin write.
 */
export function MemberPrivacySection({ member, onForgotten, onConflict, onBusyChange }: MemberPrivacySectionProps) {
  const headingId = useId();
  const { offline, hintId, buttonProps } = useNeedsConnection();
  const [exporting, setExporting] = useState<PrivacyExportFormat | null>(null);
  const [asking, setAsking] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (format: PrivacyExportFormat) => {
    // aria-disabled rather than disabled: the button keeps the keyboard focus while the file is made.
    if (exporting || buttonProps['aria-disabled']) return;
    setExporting(format);
    setFailure(null);
    try {
      const { blob, fileName } = await downloadMemberData(member.id, format);
      saveBlob(blob, fileName);
    } catch (error) {
      console.warn('Gegevens exporteren mislukt:', error);
      setFailure(failureText(texts.exportFailed, error));
    } finally {
      setExporting(null);
    }
  };

  const forget = async () => {
    setAsking(false);
    setForgetting(true);
    setFailure(null);
    onBusyChange(true);
    try {
      onForgotten(await forgetMember(member));
    } catch (error) {
      console.warn('Lid vergeten mislukt:', error);
      setFailure(failureText(texts.forgetFailed, error));
      if (error instanceof ApiError && error.status === 409) onConflict();
    } finally {
      setForgetting(false);
      onBusyChange(false);
    }
  };

  const exportButton = (format: PrivacyExportFormat, label: string) => (
    <button
      type="button"
      className="button"
      {...buttonProps}
      aria-disabled={buttonProps['aria-disabled'] ?? (exporting !== null || undefined)}
      onClick={() => void download(format)}
    >
      {exporting === format ? texts.exporting : label}
    </button>
  );

  return (
    <section className="member-privacy" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p className="admin-hint">{member.erasedAt ? texts.erased(formatLongDate(member.erasedAt)) : texts.intro}</p>
      <div className="admin-actions">
        {exportButton('json', texts.exportJson)}
        {exportButton('html', texts.exportHtml)}
        {!member.erasedAt && (
          <button type="button" className="button button-danger" disabled={forgetting} onClick={() => setAsking(true)}>
            {forgetting ? texts.forgetting : texts.forget}
          </button>
        )}
      </div>
      <ConnectionHint id={hintId} offline={offline} />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <ForgetMemberDialog
        member={asking ? member : null}
        onConfirm={() => void forget()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
