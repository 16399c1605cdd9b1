import { useEffect, useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { ModalDialog } from '../../../components/modal-dialog';
import { newPasswordInput, passwordPairErrors } from '../../../lib/password-pair';
import { useForm } from '../../../lib/use-form';
import { changePassword } from '../api/change-password';
import { changePasswordPayloadSchema } from '../../../../../server/contracts/account-payload';
import { accountTexts as texts } from '../texts';

type Errors = { newPassword?: string; confirmation?: string };
const emptyValues = { oldPassword: '', newPassword: '', confirmation: '' };

/** SPEC §5: the contract's rule (at least 8 characters), and the confirmation must match. */
export function passwordErrors(newPassword: string, confirmation: string): Errors {
  const { password, ...rest } = passwordPairErrors(
    changePasswordPayloadSchema.shape.newPassword,
    newPassword,
    confirmation,
  );
  return password ? { newPassword: password, ...rest } : rest;
}

/** SPEC §8: an answer gives the server's text or 'Wijzigen mislukt'; no answer, the error's own message or 'Onbekende fout'. */
function changeFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) {
    return error.fromServer && error.message ? error.message : texts.failed;
  }
  return error instanceof Error && error.message ? error.message : texts.unknown;
}

/** The change-password dialog: old, new and confirmation; closes 1 s after success (SPEC §4). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm(emptyValues, {
    fields: ['newPassword', 'confirmation'],
    check: (values) => passwordErrors(values.newPassword, values.confirmation),
  });
  const [outcome, setOutcome] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; message: string }>({
    kind: 'idle',
  });

  // Each opening starts empty (also after a success, or a close while the request ran).
  useEffect(() => {
    if (!open) return;
    form.setValues(emptyValues);
    form.show({});
    setOutcome({ kind: 'idle' });
  }, [open]);

  useEffect(() => {
    if (!open || outcome.kind !== 'done') return;
    const timer = setTimeout(onClose, 1000);
    return () => clearTimeout(timer);
  }, [open, outcome.kind, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The focus stays on the button the admin pressed; the messages show under their fields.
    if (!form.validate({ focus: false })) return;
    const { oldPassword, newPassword } = form.values;
    setOutcome({ kind: 'busy' });
    try {
      // This session goes on; the server ends the admin's sessions on other devices, and says so.
      const { message } = await changePassword(oldPassword, newPassword);
      setOutcome({ kind: 'done', message: message || texts.changed });
    } catch (error) {
      setOutcome({ kind: 'failed', message: changeFailureText(error) });
    }
  };

  return (
    <ModalDialog open={open} title={texts.passwordTitle} onClose={onClose}>
      <form ref={form.formRef} className="admin-form" noValidate onSubmit={submit}>
        <InputField
          label={texts.oldPassword}
          type="password"
          autoComplete="current-password"
          {...form.text('oldPassword')}
        />
        <InputField label={texts.newPassword} {...newPasswordInput} {...form.text('newPassword')} />
        <InputField label={texts.confirmPassword} {...newPasswordInput} {...form.text('confirmation')} />
        <div role="status">{outcome.kind === 'done' && <p className="alert alert-success">{outcome.message}</p>}</div>
        {outcome.kind === 'failed' && (
          <p role="alert" className="alert alert-error">
            {outcome.message}
          </p>
        )}
        <div className="admin-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={outcome.kind === 'busy' || outcome.kind === 'done'}
          >
            {outcome.kind === 'busy' ? texts.busy : texts.passwordTitle}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
