import { useEffect, useId, useState } from 'react';
import type { Image } from '../../../server/contracts/image';
import { AdminImage } from './admin-image';
import './image-file-field.css';

/** The field's words: each screen names its image (the walk's banner, the club's logo…). */
export type ImageFileFieldTexts = {
  legend: string;
  file: string;
  preview: string;
  remove: string;
  notAnImage: string;
};

type ImageFileFieldProps = {
  image: Image | null;
  file: File | null;
  onChange: (change: { image: Image | null; file: File | null }) => void;
  texts: ImageFileFieldTexts;
  /** The server's message about the image (e.g. an image it does not know). */
  serverError?: string | undefined;
  /** The file input's name, so a form can put focus on it. */
  name?: string;
};

/** A preview of a chosen file, before it is uploaded; the object URL is let go when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * One image with preview and remove (SPEC §2 "banner upload with preview"): a chosen file is
 * previewed from the browser and uploaded by the screen on save; otherwise the current image
 * shows. Removing it saves the record without one.
 */
export function ImageFileField({ image, file, onChange, texts, serverError, name }: ImageFileFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const preview = useObjectUrl(file);
  const [localError, setError] = useState<string | null>(null);
  const error = localError ?? serverError;
  // A new key empties the file input after a removal, so choosing the same file again still counts.
  const [inputKey, setInputKey] = useState(0);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    // An empty type (some phone formats) is left to the server, which checks the content.
    if (chosen.type && !chosen.type.startsWith('image/')) {
      setError(texts.notAnImage);
      setInputKey((key) => key + 1);
      return;
    }
    setError(null);
    onChange({ image, file: chosen });
  };

  const remove = () => {
    setError(null);
    setInputKey((key) => key + 1);
    onChange({ image: null, file: null });
  };

  return (
    <fieldset className="image-file-field">
      <legend>{texts.legend}</legend>
      {preview ? (
        <img className="admin-image" src={preview} alt={texts.preview} width={300} />
      ) : (
        image && <AdminImage cdnUrl={image.cdnUrl} alt={texts.preview} size={300} />
      )}
      <label htmlFor={inputId} className="form-field-label">
        {texts.file}
      </label>
      <input
        key={inputKey}
        id={inputId}
        name={name}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {error && (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      )}
      {(preview || image) && (
        <div>
          <button type="button" className="button button-small button-danger" onClick={remove}>
            {texts.remove}
          </button>
        </div>
      )}
    </fieldset>
  );
}
