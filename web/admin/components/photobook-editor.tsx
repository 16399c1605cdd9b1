import { useId, useState } from 'react';
import { AdminImage } from './admin-image';
import { componentTexts as texts } from './texts';
import { uploadImages } from '../lib/upload-images';

/** A photo as the form holds it: an uploaded image, or a URL the admin typed (resolved by the server). */
export type PhotobookImage = { id?: number | undefined; cdnUrl: string; fileName?: string | undefined };

/** The photobook as the API takes it: image ids, or the typed URL when the admin changed it. */
export function photobookReferences(images: readonly PhotobookImage[]): (number | string)[] {
  return images
    .filter((image) => image.id !== undefined || image.cdnUrl.trim() !== '')
    .map((image) => image.id ?? image.cdnUrl.trim());
}

type PhotobookEditorProps = {
  images: readonly PhotobookImage[];
  onChange: (images: PhotobookImage[]) => void;
  legend?: string;
};

/**
 * SPEC §2 "photo book": upload several at once, a preview of each, its image URL editable, and a
 * delete button that takes the photo out of this photobook (the file stays for other uses).
 */
export function PhotobookEditor({ images, onChange, legend = texts.photobook }: PhotobookEditorProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadImages(Array.from(files));
      onChange([...images, ...uploaded.map(({ id, cdnUrl, fileName }) => ({ id, cdnUrl, fileName }))]);
    } catch (failure) {
      console.warn('Upload mislukt:', failure);
      setError(texts.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="admin-photobook">
      <legend>{legend}</legend>
      <label htmlFor={inputId} className="form-field-label">
        {texts.addPhotos}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={busy}
        onChange={(event) => {
          void upload(event.target.files);
          event.target.value = '';
        }}
      />
      {busy && <p role="status">{texts.uploading}</p>}
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {images.length > 0 && (
        <ul className="admin-photo-grid">
          {images.map((image, index) => (
            <li key={`${image.id ?? 'url'}-${index}`}>
              {image.cdnUrl && <AdminImage cdnUrl={image.cdnUrl} alt={texts.photoAlt(index + 1)} />}
              <label className="form-field-label" htmlFor={`${inputId}-url-${index}`}>
                {texts.photoUrl(index + 1)}
              </label>
              <input
                id={`${inputId}-url-${index}`}
                className="form-field-control"
                value={image.cdnUrl}
                onChange={(event) =>
                  onChange(images.map((other, i) => (i === index ? { cdnUrl: event.target.value } : other)))
                }
              />
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                {texts.removePhoto(index + 1)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
