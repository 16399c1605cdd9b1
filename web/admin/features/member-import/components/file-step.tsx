import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { useNeedsConnection } from '../../../components/needs-connection';
import { importTexts as texts } from '../texts';

type FileStepProps = {
  busy: boolean;
  /** The server's refusal of the last file, shown at the field. */
  error: string | null;
  onRead: (file: File) => void;
};

/** Step 1: the file and the button that sends it to be read; offline the field says it needs the connection. */
export function FileStep({ busy, error, onRead }: FileStepProps) {
  const connection = useNeedsConnection();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // aria-disabled rather than disabled: the button keeps keyboard focus while the file is read.
    if (busy || connection.offline) return;
    if (!file) {
      setMissing(true);
      return;
    }
    onRead(file);
  };

  return (
    <form className="admin-form member-import-file" onSubmit={submit} noValidate>
      <InputField
        label={texts.file}
        type="file"
        name="file"
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hint={connection.offline ? `${texts.fileHint} ${texts.needsConnection}` : texts.fileHint}
        error={missing ? texts.noFile : (error ?? undefined)}
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          setMissing(false);
        }}
      />
      <div>
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={busy || undefined}
          {...connection.buttonProps}
        >
          {busy ? texts.reading : texts.read}
        </button>
      </div>
    </form>
  );
}
