import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { sendNewsletter } from './api/send-newsletter';
import { newsletterAdminTexts as texts } from './texts';

type SendButtonProps = {
  newsletterId: number;
  onStarted: () => void;
  onFailed: (failure: unknown) => void;
};

/** SPEC §4: 'Verstuur' sends to every active member, after the confirmation. */
export function SendButton({ newsletterId, onStarted, onFailed }: SendButtonProps) {
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
      <button type="button" className="button" disabled={busy} onClick={() => setAsking(true)}>
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
