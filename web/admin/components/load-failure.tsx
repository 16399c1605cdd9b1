import { componentTexts } from './texts';

/**
 * A screen whose data did not load: the reason stays on screen (an empty table would wrongly say
 * there is nothing) with a button to try again.
 */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-actions">
      <p role="alert" className="alert alert-error">
        {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {componentTexts.retry}
      </button>
    </div>
  );
}
