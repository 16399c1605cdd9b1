import { mailKindLabels } from '../../../../../server/contracts/failed-mail';
import type { ConnectionButtonProps } from '../../../components/needs-connection';
import type { FailedMail } from '../api/get-failed-mails';
import { failedMailTexts as texts } from '../texts';

/** When it failed, in the club's time (nl-BE), wherever the admin's laptop is set. */
const formatFailedAt = (iso: string) =>
  new Date(iso).toLocaleString('nl-BE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Brussels' });

type FailedMailListProps = {
  mails: FailedMail[];
  busyId: number | null;
  onRetry: (mail: FailedMail) => void;
  buttonProps: ConnectionButtonProps;
};

/** The failed mails, one card each (long addresses and replies read better so on a phone); never the body. */
export function FailedMailList({ mails, busyId, onRetry, buttonProps }: FailedMailListProps) {
  return (
    <ul className="admin-failed-mails">
      {mails.map((mail) => (
        <li key={mail.id} className="admin-failed-mail">
          <h2>{mail.subject ?? texts.noSubject}</h2>
          <dl>
            <dt>{texts.fields.kind}</dt>
            <dd>{mailKindLabels[mail.kind]}</dd>
            <dt>{texts.fields.to}</dt>
            <dd>{mail.to ?? texts.unknown}</dd>
            <dt>{texts.fields.failedAt}</dt>
            <dd>
              {formatFailedAt(mail.failedAt)} ({texts.attempts(mail.attempts)})
            </dd>
            <dt>{texts.fields.error}</dt>
            <dd>{mail.error ?? texts.unknown}</dd>
          </dl>
          <button
            type="button"
            className="button button-small"
            aria-label={texts.retryLabel(mail.to ?? texts.unknown)}
            disabled={busyId !== null}
            onClick={() => onRetry(mail)}
            {...buttonProps}
          >
            {texts.retry}
          </button>
        </li>
      ))}
    </ul>
  );
}
