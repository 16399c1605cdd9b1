import { useState } from 'react';
import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import { PublishSwitch } from '../../../components/publish-switch';
import { SendButton } from './send-button';
import { TestSendDialog } from './test-send-dialog';
import { newsletterAdminTexts as texts } from '../texts';

type SendingActionsProps = {
  published: boolean;
  onPublishedChange: (published: boolean) => void;
  /** The newsletter as the server has it, when the form holds no unsaved changes; null otherwise. */
  saved: { id: number; published: boolean } | null;
  onSuccess: (message: string) => void;
  onSendFailed: (failure: unknown) => void;
};

/**
 * The top of the edit form (SPEC §2): the published toggle, 'Test versturen' (only when saved) and
 * 'Verstuur' (only when saved and published on the server), since both send what the server holds.
 */
export function SendingActions({ published, onPublishedChange, saved, onSuccess, onSendFailed }: SendingActionsProps) {
  const [testOpen, setTestOpen] = useState(false);
  const hintId = 'newsletter-unsaved-hint';
  // Both send what the server holds and cannot wait in the outbox: offline they say so before a click.
  const connection = useNeedsConnection();

  return (
    <div className="newsletter-sending">
      <div className="newsletter-publish">
        {/* The switch is named 'Gepubliceerd' itself; this is the same word for sighted users. */}
        <span className="form-field-label" aria-hidden="true">
          {texts.published}
        </span>
        <PublishSwitch checked={published} label={texts.published} onChange={onPublishedChange} />
      </div>
      <button
        type="button"
        className="button"
        disabled={!saved}
        {...connection.buttonProps}
        aria-describedby={saved ? connection.buttonProps['aria-describedby'] : hintId}
        onClick={() => {
          if (!connection.offline) setTestOpen(true);
        }}
      >
        {texts.testSend}
      </button>
      {saved?.published && (
        <SendButton
          newsletterId={saved.id}
          onStarted={() => onSuccess(texts.sendStarted)}
          onFailed={onSendFailed}
          needsConnection={connection.buttonProps}
        />
      )}
      {saved && <ConnectionHint id={connection.hintId} offline={connection.offline} />}
      {!saved && (
        <p className="admin-hint" id={hintId}>
          {texts.unsavedHint}
        </p>
      )}
      {saved && (
        <TestSendDialog
          open={testOpen}
          newsletterId={saved.id}
          onClose={() => setTestOpen(false)}
          onSent={(email) => {
            setTestOpen(false);
            onSuccess(texts.testSent(email));
          }}
        />
      )}
    </div>
  );
}
