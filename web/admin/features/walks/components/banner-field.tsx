import { useEffect, useId, useState } from 'react';
import type { Image } from '../../../../../server/contracts/image';
import { AdminImage } from '../../../components/admin-image';
import { walkAdminTexts } from '../texts';
import './banner-field.css';

const texts = walkAdminTexts.edit;

type BannerFieldProps = {
  banner: Image | null;
  file: File | null;
  onChange: (change: { banner: Image | null; file: File | null }) => void;
  /** The server's message about the banner (e.g. an image it does not know). */
  serverError?: string | undefined;
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
 * SPEC §2 "banner upload with preview": a chosen file is previewed from the browser and sent with
 * the walk on save; otherwise the current banner shows. Removing it saves the walk without one.
 */
export function BannerField({ banner, file, onChange, serverError }: BannerFieldProps) {
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
    onChange({ banner, file: chosen });
  };

  const remove = () => {
    setError(null);
    setInputKey((key) => key + 1);
    onChange({ banner: null, file: null });
  };

  return (
    <fieldset className="walk-banner-field">
      <legend>{texts.banner}</legend>
      {preview ? (
        <img className="admin-image" src={preview} alt={texts.bannerPreview} width={300} />
      ) : (
        banner && <AdminImage cdnUrl={banner.cdnUrl} alt={texts.bannerPreview} size={300} />
      )}
      <label htmlFor={inputId} className="form-field-label">
        {texts.bannerFile}
      </label>
      <input
        key={inputKey}
        id={inputId}
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
      {(preview || banner) && (
        <div>
          <button type="button" className="button button-small button-danger" onClick={remove}>
            {texts.removeBanner}
          </button>
        </div>
      )}
    </fieldset>
  );
}
