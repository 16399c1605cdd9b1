import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Image } from '../../../server/contracts/image';
import { AdminImage } from './admin-image';
import { componentTexts as texts } from './texts';
import { unresolvedImageId } from '../lib/queued-answers';
import { uploadImages } from '../lib/upload-images';
import type { PhotobookImage } from './photobook-image';

export type { PhotobookImage };

let lastKey = 0;
const nextKey = () => `photo-${++lastKey}`;

/**
 * Stored or just uploaded images as form photos, each with a key of its own. An id of 0 is a typed
 * URL in a queued answer the server has not resolved yet: it stays a URL, so a save names it again.
 */
export function toPhotobookImages(images: readonly Image[]): PhotobookImage[] {
  return images.map(({ id, cdnUrl, fileName }) => ({
    key: nextKey(),
    id: id === unresolvedImageId ? undefined : id,
    cdnUrl,
    fileName,
  }));
}

/**
 * The photobook as the API takes it: image ids, or the typed URL when the admin changed it. A
 * cleared URL goes as '' (the server skips it), so the server's "photobook.2" is the form's photo 3.
 */
export function photobookReferences(images: readonly PhotobookImage[]): (number | string)[] {
  return images.map((image) => image.id ?? image.cdnUrl.trim());
}

/** The server's messages about a photobook ("photobook", "photobook.2"), each naming its photo. */
export function photobookErrorText(errors: Readonly<Record<string, string | undefined>>): string | undefined {
  const messages = Object.entries(errors).flatMap(([key, message]) => {
    if (!message || (key !== 'photobook' && !key.startsWith('photobook.'))) return [];
    const index = /^photobook\.(\d+)/.exec(key)?.[1];
    return [index === undefined ? message : `${texts.photoAlt(Number(index) + 1)}: ${message}`];
  });
  return messages.length > 0 ? messages.join(' ') : undefined;
}

type PhotobookEditorProps = {
  images: readonly PhotobookImage[];
  onChange: (images: PhotobookImage[]) => void;
  legend?: string;
  /** Told when an upload starts and ends: a save meanwhile would leave the photos being uploaded out. */
  onBusyChange?: (busy: boolean) => void;
  /** The server's message for the photobook (e.g. a typed URL it does not know). */
  error?: string | undefined;
};

/**
 * SPEC §2 "photo book": upload several at once, a preview of each, its image URL editable, and a
 * delete button that takes the photo out of this photobook (the file stays for other uses).
 */
export function PhotobookEditor({
  images,
  onChange,
  legend = texts.photobook,
  onBusyChange,
  error: serverError,
}: PhotobookEditorProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An upload ends renders later than it started: it must add to the photos as they are then
  // (removed or edited meanwhile), not bring back the list of the render that started it.
  const latest = useRef({ images, onChange, onBusyChange });
  useLayoutEffect(() => {
    latest.current = { images, onChange, onBusyChange };
  });

  const markBusy = (value: boolean) => {
    setBusy(value);
    latest.current.onBusyChange?.(value);
  };

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    markBusy(true);
    setError(null);
    try {
      const uploaded = toPhotobookImages(await uploadImages(Array.from(files)));
      latest.current.onChange([...latest.current.images, ...uploaded]);
    } catch (failure) {
      console.warn('Upload mislukt:', failure);
      setError(texts.uploadFailed);
    } finally {
      markBusy(false);
    }
  };

  const shownError = error ?? serverError;
  return (
    <fieldset className="admin-photobook" aria-describedby={shownError ? errorId : undefined}>
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
        <p id={errorId} role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {!error && serverError && (
        <p id={errorId} className="form-field-error">
          {serverError}
        </p>
      )}
      {images.length > 0 && (
        <ul className="admin-photo-grid">
          {images.map((image, index) => (
            <li key={image.key}>
              {image.cdnUrl && <AdminImage cdnUrl={image.cdnUrl} alt={texts.photoAlt(index + 1)} />}
              <label className="form-field-label" htmlFor={`${inputId}-url-${index}`}>
                {texts.photoUrl(index + 1)}
              </label>
              <input
                id={`${inputId}-url-${index}`}
                className="form-field-control"
                value={image.cdnUrl}
                onChange={(event) =>
                  onChange(
                    images.map((other, i) => (i === index ? { key: other.key, cdnUrl: event.target.value } : other)),
                  )
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
