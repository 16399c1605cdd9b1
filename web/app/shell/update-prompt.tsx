import { useState } from 'react';
import { applyUpdate, postponeUpdate, useUpdateWaiting } from '../../lib/pwa';
import { shellTexts } from './texts';

/**
 * 'Nieuwe versie beschikbaar' once a new deployment's service worker waits: a small notice at the
 * bottom (no modal: the visitor finishes what they were doing), with a button that reloads into it
 * and one that hides it until the next page load.
 * The live region is always there, so screen readers announce the notice when it appears.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const [updating, setUpdating] = useState(false);
  return (
    <div role="status" className="update-prompt-region">
      {waiting && (
        <div className="update-prompt">
          <p>{shellTexts.updateAvailable}</p>
          <div className="update-prompt-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={updating}
              onClick={() => {
                setUpdating(true);
                applyUpdate();
              }}
            >
              {shellTexts.updateNow}
            </button>
            <button type="button" className="button" onClick={postponeUpdate}>
              {shellTexts.updateLater}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
