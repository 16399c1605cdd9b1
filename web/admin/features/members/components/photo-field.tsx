import { useId, useState } from 'react';
import { AdminImage } from '../../../components/admin-image';
import { uploadImages } from '../../../lib/upload-images';
import { formTexts as texts } from '../texts';

type PhotoFieldProps = {
  value: { cdnUrl: string } | null;
  onChange: (photo: { cdnUrl: string } | null) => void;
  /** Tells the form an upload is under way, so it does not save without the photo. */
  onBusyChange: (busy: boolean) => void;
  /** The server's message about the photo, if any. */
  error?: string | undefined;
};

/** SPEC §2/§5: one image file, uploaded at once; a 300 preview and a remove button. */
export function PhotoField({ value, onChange, onBusyChange, error }: PhotoFieldProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error ?? null;

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0 || busy) return;
    setProblem(null);
    // The accept attribute is only a hint to the file chooser: a drop or "all files" can bring anything.
    if (files.length > 1) return setProblem(texts.oneFile);
    const file = files[0]!;
    if (!file.type.startsWith('image/')) return setProblem(texts.notAnImage);
    setBusy(true);
    onBusyChange(true);
    try {
      const [image] = await uploadImages([file]);
      if (!image) throw new Error('Lege upload-respons');
      // This onChange dates from before the upload; the form applies it to its current values, not to those of then.
      onChange({ cdnUrl: image.cdnUrl });
    } catch (failure) {
      console.warn('Upload mislukt:', failure);
      setProblem(texts.uploadFailed);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <fieldset>
      <legend>{texts.photo}</legend>
      {value && (
        <div className="member-photo-preview">
          <AdminImage cdnUrl={value.cdnUrl} alt={texts.photoAlt} size={300} />
          <button type="button" className="button button-small button-danger" onClick={() => onChange(null)}>
            {texts.removePhoto}
          </button>
        </div>
      )}
      <label htmlFor={inputId} className="form-field-label">
        {texts.choosePhoto}
      </label>
      <p className="form-field-hint" id={`${inputId}-hint`}>
        {texts.photoHint}
      </p>
      <input
        id={inputId}
        name="photo"
        type="file"
        accept="image/*"
        aria-describedby={message ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          void upload(event.target.files);
          event.target.value = '';
        }}
      />
      <div role="status">{busy && <p>{texts.uploading}</p>}</div>
      {message && (
        <p role="alert" id={`${inputId}-error`} className="form-field-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
