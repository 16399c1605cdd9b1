import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ConnectionButtonProps } from '../../../components/needs-connection';
import { sendNewsletter } from '../api/send-newsletter';
import { newsletterAdminTexts as texts } from '../texts';

type SendButtonProps = {
  newsletterId: number;
  onStarted: () => void;
  onFailed: (failure: unknown) => void;
  /** Offline: the button says it needs the connection (useNeedsConnection's buttonProps). */
  needsConnection?: ConnectionButtonProps;
};

/** SPEC §4: 'Verstuur' sends to every active member, after the confirmation; offline it cannot be asked. */
export function SendButton({ newsletterId, onStarted, onFailed, needsConnection = {} }: SendButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await sendNewsletter(newsletterId);
      onStarted();
    } catch (failure) {
      console.warn('Versturen mislukt:', failure);
      onFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        {...needsConnection}
        onClick={() => {
          if (!needsConnection['aria-disabled']) setAsking(true);
        }}
      >
        {texts.send}
      </button>
      <ConfirmDialog
        question={asking ? texts.confirmSend : null}
        confirmLabel={texts.send}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
