import { useEffect, useRef, type MouseEvent } from 'react';
import { RichText } from '../rich-text';
import { useSettings } from '../../lib/site-config';
import { clubContactTexts } from './texts';

/** Where the forms' privacy line points: /contact#privacyverklaring and /lidworden#privacyverklaring. */
export const privacyStatementId = 'privacyverklaring';

const isTargeted = () => window.location.hash === `#${privacyStatementId}`;

/**
 * The club's privacy statement (settings.texts.privacy), folded away under 'Privacyverklaring'; nothing
 * when empty. Opened when a link targets it, so the visitor who follows one finds the text itself.
 */
export function PrivacyStatement({ html }: { html: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const openWhenTargeted = () => {
      if (details.current && isTargeted()) details.current.open = true;
    };
    openWhenTargeted();
    window.addEventListener('hashchange', openWhenTargeted);
    return () => window.removeEventListener('hashchange', openWhenTargeted);
  }, [html]);
  if (!html) return null;
  return (
    <details className="privacy-statement" id={privacyStatementId} ref={details}>
      <summary>{clubContactTexts.privacy}</summary>
      <RichText html={html} />
    </details>
  );
}

/** Opens the statement on this page and takes the visitor there; without one, the link does what links do. */
function openStatement(event: MouseEvent<HTMLAnchorElement>) {
  const statement = document.getElementById(privacyStatementId);
  if (!(statement instanceof HTMLDetailsElement)) return;
  event.preventDefault();
  statement.open = true;
  statement.scrollIntoView({ block: 'start' });
  statement.querySelector('summary')?.focus({ preventScroll: true });
}

/** The line near a form's button that points to the club's privacy statement; nothing when the club has none. */
export function PrivacyNote() {
  const { privacy } = useSettings().texts;
  if (!privacy) return null;
  const { before, link, after } = clubContactTexts.privacyNote;
  return (
    <p className="privacy-note">
      {before}
      <a href={`#${privacyStatementId}`} onClick={openStatement}>
        {link}
      </a>
      {after}
    </p>
  );
}
