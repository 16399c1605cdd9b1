import { useEffect, useId, useState } from 'react';
import type { MemberMailingProgress } from '../../../../../server/contracts/member-mailing';
import { failureText } from '../../../lib/failure-text';
import { getMailing } from '../api/get-mailing';
import { mailTexts as texts } from '../texts';

/** How often the screen asks how far a running send is. */
const pollMs = 1500;

/**
 * How far a mail to members is: a progress bar (mails handled of all), the counts, then who did not
 * get it and why, and who was skipped. Asks again while mails wait in the queue.
 */
export function MailingProgress({ initial }: { initial: MemberMailingProgress }) {
  const [progress, setProgress] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const labelId = useId();

  useEffect(() => {
    if (progress.done) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getMailing(progress.id, controller.signal).then(
        (next) => {
          setFailure(null);
          setProgress(next);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setFailure(failureText(texts.loadFailed, error));
          // Tried again at the next turn: a new object, same figures.
          setProgress((current) => ({ ...current }));
        },
      );
    }, pollMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [progress]);

  const handled = progress.sent + progress.failed;
  return (
    <div className="member-mailing-progress">
      <p id={labelId}>{texts.progress}</p>
      <progress aria-labelledby={labelId} max={progress.recipientCount} value={handled}>
        {handled} / {progress.recipientCount}
      </progress>
      <p role="status">
        {texts.status(progress.sent, progress.failed, progress.pending)} {progress.done ? texts.done : ''}
      </p>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      {progress.failures.length > 0 && (
        <>
          <h3>{texts.failures}</h3>
          <ul className="member-mailing-list">
            {progress.failures.map((failed) => (
              <li key={failed.memberId}>
                <strong>{failed.name}</strong>
                {failed.email ? ` (${failed.email})` : ''}: {failed.error}
              </li>
            ))}
          </ul>
          {progress.failed > progress.failures.length && (
            <p>{texts.more(progress.failed - progress.failures.length)}</p>
          )}
        </>
      )}
      {progress.skippedCount > 0 && (
        <>
          <h3>{texts.skipped}</h3>
          <ul className="member-mailing-list">
            {progress.skipped.map((skipped) => (
              <li key={skipped.memberId}>
                {skipped.name}: {texts.skipReasons[skipped.reason]}
              </li>
            ))}
          </ul>
          {progress.skippedCount > progress.skipped.length && (
            <p>{texts.more(progress.skippedCount - progress.skipped.length)}</p>
          )}
        </>
      )}
    </div>
  );
}
