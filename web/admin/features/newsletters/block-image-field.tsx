import { useId, useState } from 'react';
import { InputField } from '../../../components/form-field';
import { AdminImage } from '../../components/admin-image';
import { uploadImages } from '../../lib/upload-images';
import { uuidIn } from './newsletter-draft';
import { newsletterAdminTexts as texts } from './texts';

type BlockImageFieldProps = {
  /** The block's 1-based position, for the labels. */
  position: number;
  /** The image uuid, or what the admin pasted. */
  value: string;
  error?: string | undefined;
  onChange: (imageId: string) => void;
  onUploadFailed: (failure: unknown) => void;
};

/**
 * SPEC §2: a block's image, uploaded (one image file) or given by a pasted image UUID, with a 300
 * preview and a button that takes it out of the block (the file itself stays).
 */
export function BlockImageField({ position, value, error, onChange, onUploadFailed }: BlockImageFieldProps) {
  const fileId = useId();
  const [busy, setBusy] = useState(false);
  const uuid = uuidIn(value);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const [image] = await uploadImages([file]);
      if (!image) throw new Error('De server gaf geen afbeelding terug.');
      onChange(image.uuid);
    } catch (failure) {
      console.warn('Upload mislukt:', failure);
      onUploadFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="newsletter-block-image">
      <div className="form-field">
        <label className="form-field-label" htmlFor={fileId}>
          {texts.uploadImage}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {busy && <p role="status">{texts.uploading}</p>}
      <InputField
        label={texts.imageUuid}
        hint={texts.imageUuidHint}
        error={error}
        value={value}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {value.trim() !== '' && (
        <div className="newsletter-block-preview">
          {uuid && <AdminImage cdnUrl={`/media/${uuid}/`} alt={texts.imageAlt(position)} size={300} />}
          <button type="button" className="button button-small button-danger" onClick={() => onChange('')}>
            {texts.removeImage(position)}
          </button>
        </div>
      )}
    </div>
  );
}
