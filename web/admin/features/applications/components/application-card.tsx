import { useId, type ReactNode } from 'react';
import type { Address } from '../../../../../server/contracts/common';
import { formatLongDate, formatSavedAt } from '../../../../lib/formatting';
import { PendingMark } from '../../../components/pending-mark';
import type { AdminApplication } from '../api/get-applications';
import { applicationTexts as texts } from '../texts';

type ApplicationCardProps = {
  application: AdminApplication;
  /** A decision or delete waits in the outbox (pending), or for the admin's choice there (blocked). */
  pending: boolean;
  blocked: boolean;
  /** A write on it is under way: its buttons wait, keeping the focus (aria-disabled, not disabled). */
  busy: boolean;
  onAccept: () => void;
  onRefuse: () => void;
  onDelete: () => void;
};

/** 'Markt 3 bus A, 8700 Tielt, België', as a Belgian address is written; '' when there is none. */
function formatAddress(address: Address | null): string {
  if (!address) return '';
  const join = (parts: (string | null)[], separator: string) => parts.filter(Boolean).join(separator);
  const bus = address.busNumber ? `bus ${address.busNumber}` : null;
  return join(
    [
      join([address.street, address.houseNumber, bus], ' '),
      join([address.postalCode, address.city], ' '),
      address.country,
    ],
    ', ',
  );
}

const time = (iso: string) => <time dateTime={iso}>{formatSavedAt(new Date(iso))}</time>;

/** One detail of the card: its term, and a dash when the applicant left it empty. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="application-detail">
      <dt>{term}</dt>
      <dd>{children || texts.none}</dd>
    </div>
  );
}

/** An application with every detail the form asked, where it stands, and what the secretary can do with it. */
export function ApplicationCard({ application: a, pending, blocked, busy, ...actions }: ApplicationCardProps) {
  const headingId = useId();
  const name = `${a.firstName} ${a.lastName}`;
  const button = (word: string, onClick: () => void, kind = '') => (
    <button
      type="button"
      className={`button button-small ${kind}`.trim()}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {word}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
  return (
    <article className={`application-card application-${a.status}`} aria-labelledby={headingId}>
      <header className="application-card-head">
        <h2 id={headingId}>{name}</h2>
        <span className="application-status">
          <span className="visually-hidden">{texts.statusLabel}: </span>
          {texts.status[a.status]}
        </span>
        <PendingMark pending={pending} blocked={blocked} />
      </header>
      <dl className="application-details">
        <Detail term={texts.received}>{time(a.receivedAt)}</Detail>
        <Detail term={texts.dateOfBirth}>{a.dateOfBirth && formatLongDate(a.dateOfBirth)}</Detail>
        <Detail term={texts.gender}>{texts.genders[a.gender]}</Detail>
        <Detail term={texts.email}>{a.email && <a href={`mailto:${a.email}`}>{a.email}</a>}</Detail>
        <Detail term={texts.phoneNumber}>{a.phoneNumber}</Detail>
        <Detail term={texts.address}>{formatAddress(a.address)}</Detail>
        <Detail term={texts.remarks}>{a.remarks && <span className="application-text">{a.remarks}</span>}</Detail>
        {a.handledAt && <Detail term={texts.handled}>{time(a.handledAt)}</Detail>}
        {a.memberId !== null && <Detail term={texts.member}>{texts.memberNumber(a.memberId)}</Detail>}
        {a.status === 'geweigerd' && (
          <Detail term={texts.reason}>
            {a.refusalReason && <span className="application-text">{a.refusalReason}</span>}
          </Detail>
        )}
      </dl>
      {a.matches.length > 0 && (
        <div className="application-matches">
          <p>{texts.possibleMember}:</p>
          <ul>
            {a.matches.map((match) => (
              <li key={match.id}>{texts.match(match)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="admin-actions">
        {a.status === 'nieuw' && button(texts.accept, actions.onAccept, 'button-primary')}
        {a.status === 'nieuw' && button(texts.refuse, actions.onRefuse)}
        {button(texts.remove, actions.onDelete, 'button-danger')}
      </div>
    </article>
  );
}
