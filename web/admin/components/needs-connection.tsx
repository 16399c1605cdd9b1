import { useId } from 'react';
import { useOffline } from '../outbox/use-outbox';
import { componentTexts as texts } from './texts';
import './waiting-controls.css';

/** What goes on a button that needs the connection: nothing online; offline aria-disabled and the hint. */
export type ConnectionButtonProps = {
  'aria-disabled'?: true;
  'aria-describedby'?: string;
  'data-needs-connection'?: '';
};

/**
 * For actions that cannot wait in the outbox (ARCHITECTURE.md "Offline": sending a newsletter, a
 * test mail, admin rights): while offline their buttons say so at once instead of refusing after a
 * click. `buttonProps` go on each such button: aria-disabled (it keeps the keyboard focus) and the
 * hint as its description. The server-side refusal stays the fallback when the browser thinks it is online.
 */
export function useNeedsConnection() {
  const offline = useOffline();
  const hintId = useId();
  const buttonProps: ConnectionButtonProps = offline
    ? { 'aria-disabled': true, 'aria-describedby': hintId, 'data-needs-connection': '' }
    : {};
  return { offline, hintId, buttonProps };
}

/** The visible hint beside those buttons while offline. */
export function ConnectionHint({ id, offline }: { id: string; offline: boolean }) {
  if (!offline) return null;
  return (
    <p className="admin-hint admin-needs-connection" id={id}>
      {texts.needsConnection}
    </p>
  );
}
