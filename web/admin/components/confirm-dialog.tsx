import { ModalDialog } from './modal-dialog';
import { componentTexts } from './texts';

type ConfirmDialogProps = {
  /** The question; null keeps the dialog closed. */
  question: string | null;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something that cannot be undone (the delete confirmations of SPEC §2). */
export function ConfirmDialog({
  question,
  confirmLabel = componentTexts.delete,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog open={question !== null} title={componentTexts.confirmTitle} onClose={onCancel}>
      <p>{question}</p>
      <div className="admin-actions">
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
        {/* Focus on the safe choice, so an Enter pressed by habit does not delete. */}
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          {componentTexts.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
