import { useEffect, useId, useState } from 'react';
import { InputField } from '../../../../components/form-field';
import { AdminImage } from '../../../components/admin-image';
import { uploadImages } from '../../../lib/upload-images';
import { pendingMediaPrefix, readPendingImage } from '../../../outbox/db';
import { uuidIn } from '../newsletter-draft';
import { newsletterAdminTexts as texts } from '../texts';

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
  const cdnUrl = useCdnUrl(uuid);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const [image] = await uploadImages([file]);
      if (!image) throw new Error('De server gaf geen afbeelding terug.');
      rememberCdnUrl(image.uuid, image.cdnUrl);
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
          {cdnUrl && <AdminImage cdnUrl={cdnUrl} alt={texts.imageAlt(position)} size={300} />}
          <button type="button" className="button button-small button-danger" onClick={() => onChange('')}>
            {texts.removeImage(position)}
          </button>
        </div>
      )}
    </div>
  );
}

// Photos chosen offline answer a stand-in uuid whose files only the service worker's
// /media/pending/<uuid>/ serves; the preview must use the cdnUrl the upload answered.
const knownCdnUrls = new Map<string, string>();

function rememberCdnUrl(uuid: string, cdnUrl: string) {
  knownCdnUrls.set(uuid.toLowerCase(), cdnUrl);
}

/**
 * The preview's cdnUrl for a uuid: the one the upload answered, else that of a photo waiting in the
 * outbox (a form opened again offline, or after a reload), else the stored image's /media/<uuid>/.
 */
function useCdnUrl(uuid: string | null): string | undefined {
  const key = uuid?.toLowerCase();
  const [, setFound] = useState(0);
  useEffect(() => {
    if (!key || knownCdnUrls.has(key)) return;
    let current = true;
    readPendingImage(key)
      .then((pending) => {
        if (!pending || !current) return;
        rememberCdnUrl(key, pending.uploaded?.cdnUrl ?? `${pendingMediaPrefix}${key}/`);
        setFound((n) => n + 1);
      })
      // No IndexedDB (a private window): nothing waits there, the stored image's URL stays.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key]);
  return key ? (knownCdnUrls.get(key) ?? `/media/${key}/`) : undefined;
}
