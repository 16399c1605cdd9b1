import { useState, type ComponentType } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import type { DecisionDialogProps, DecisionFormProps } from './decision-dialog-props';

/**
 * The dialog around an accept or refuse form: open while there is an application, one form per
 * application (a new one starts empty), and not closed while the decision is being sent.
 */
export function DecisionDialog({
  title,
  Form,
  application,
  onClose,
  onDecided,
  onRefused,
}: DecisionDialogProps & { title: string; Form: ComponentType<DecisionFormProps> }) {
  const [sending, setSending] = useState(false);
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <ModalDialog open={application !== null} title={title} onClose={close}>
      {application && (
        <Form
          key={application.id}
          application={application}
          onClose={close}
          onDecided={onDecided}
          onRefused={onRefused}
          onSendingChange={setSending}
        />
      )}
    </ModalDialog>
  );
}
