import { useState } from 'react';
import { Banner } from '../../../components/timed-message';
import { saveBlob } from '../../../lib/admin-api';
import { twoStepPageTexts as texts } from '../texts';

/**
 * The ten recovery codes, shown this once (the server keeps only their digests): to copy or download,
 * with the warning that they are not shown again.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asText = () => [texts.fileHeading(window.location.host), '', ...codes, ''].join('\n');

  const copy = async () => {
    setFailure(null);
    try {
      await navigator.clipboard.writeText(asText());
      setCopied(texts.copied);
    } catch (error) {
      console.warn('Kopiëren van de herstelcodes mislukt:', error);
      setFailure(texts.copyFailed);
    }
  };

  return (
    <section aria-labelledby="two-step-codes">
      <h2 id="two-step-codes">{texts.codesTitle}</h2>
      <p className="alert two-step-warning">{texts.codesWarning}</p>
      <ol className="two-step-codes" aria-label={texts.codesLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {texts.copy}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => saveBlob(new Blob([asText()], { type: 'text/plain;charset=utf-8' }), texts.fileName)}
        >
          {texts.download}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {texts.done}
        </button>
      </div>
      <Banner kind="success" message={copied} />
      <Banner kind="error" message={failure} />
    </section>
  );
}
