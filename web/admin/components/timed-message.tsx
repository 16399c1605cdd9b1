import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that goes away by itself after `ms` (SPEC §9: success 2 s for members, 3 s for walks,
 * pages, promote/demote and send; errors 4 s). Showing a new one restarts the clock.
 */
export function useTimedMessage(ms: number): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}

/** A success banner (polite status) or an error banner (alert). The status region is always there, so it is announced. */
export function Banner({ kind, message }: { kind: 'success' | 'error'; message: string | null }) {
  if (kind === 'error') {
    return message ? (
      <p role="alert" className="alert alert-error">
        {message}
      </p>
    ) : null;
  }
  return <div role="status">{message && <p className="alert alert-success">{message}</p>}</div>;
}
