import type { ConnectionButtonProps } from '../../../components/needs-connection';
import type { AdminSessionSummary } from '../api/get-sessions';
import { sessionsTexts as texts } from '../sessions-texts';

/** A day and time in the club's time (nl-BE, "2 maart 2026 om 10:14"), wherever the admin's laptop is set. */
const formatUse = (iso: string) =>
  new Date(iso).toLocaleString('nl-BE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' });

type SessionListProps = {
  sessions: AdminSessionSummary[];
  busy: boolean;
  onSignOut: (session: AdminSessionSummary) => void;
  buttonProps: ConnectionButtonProps;
};

/** The admin's devices, one card each; every device but this one can be signed out. */
export function SessionList({ sessions, busy, onSignOut, buttonProps }: SessionListProps) {
  return (
    <ul className="admin-sessions">
      {sessions.map((session) => (
        <li key={session.id} className="admin-session" aria-current={session.current ? 'true' : undefined}>
          <h2>
            {session.device}
            {session.current && (
              <>
                {' '}
                <span className="admin-session-current">{texts.thisDevice}</span>
              </>
            )}
          </h2>
          <dl>
            <dt>{texts.firstUsed}</dt>
            <dd>{formatUse(session.firstUsedAt)}</dd>
            <dt>{texts.lastUsed}</dt>
            <dd>{formatUse(session.lastUsedAt)}</dd>
          </dl>
          {!session.current && (
            <button
              type="button"
              className="button button-small"
              aria-label={texts.signOutLabel(session.device)}
              disabled={busy}
              onClick={() => onSignOut(session)}
              {...buttonProps}
            >
              {texts.signOut}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
