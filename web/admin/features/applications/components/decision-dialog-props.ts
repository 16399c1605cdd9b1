import type { ApplicationDecision } from '../../../../../server/contracts/application';
import type { AdminApplication } from '../api/get-applications';

/** What the accept and refuse dialogs get from the screen. */
export type DecisionDialogProps = {
  /** The application decided on, as the list has it now; null keeps the dialog closed. */
  application: AdminApplication | null;
  onClose: () => void;
  /** The server's answer (or, offline, the decision as it will be). */
  onDecided: (decision: ApplicationDecision) => void;
  /** A 409: the list loads again, so the dialog shows the application as it is now. */
  onRefused: () => Promise<void>;
};

/** What the form inside an accept or refuse dialog gets: the application, and a say in whether it may close. */
export type DecisionFormProps = Omit<DecisionDialogProps, 'application'> & {
  application: AdminApplication;
  /** While the decision is being sent the dialog stays open. */
  onSendingChange: (sending: boolean) => void;
};
