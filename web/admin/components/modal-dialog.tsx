import { useEffect, useId, useRef, type ReactNode } from 'react';
import { componentTexts } from './texts';

type ModalDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs hold forms with two columns (the member modal). */
  wide?: boolean;
};

/**
 * A native modal <dialog>: the browser traps focus, Escape closes it, and focus returns to the
 * control that opened it. The parent owns `open`, so closing always goes through `onClose`.
 * Mark the control that should have the focus on opening with `data-autofocus` (not autoFocus).
 */
export function ModalDialog({ open, title, onClose, children, wide = false }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React runs autoFocus at commit, while the dialog is still closed, and showModal() then
      // focuses the first control (×). A control marked data-autofocus gets the focus instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // Escape in a dialog opened from this one (a confirmation) is that dialog's: React passes its cancel on up.
        if (event.target !== event.currentTarget) return;
        onClose();
      }}
    >
      {open && (
        <>
          <div className="admin-dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="admin-icon-button" aria-label={componentTexts.close} onClick={onClose}>
              ×
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
