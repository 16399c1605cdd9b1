import { useLocation, useNavigate } from '../../../lib/router';
import { walkDetailTexts as texts } from './texts';

/**
 * Back (SPEC §2): one step back in the app's history when the visitor came from another page of
 * the site, else to the walk list (a shared link opened directly has no page of ours behind it).
 */
export function WalkDetailBack({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  // The router gives the first page of a visit the key 'default' (web/lib/router.tsx).
  const hasHistory = useLocation().key !== 'default';
  return (
    <button
      type="button"
      className="button walk-detail-back"
      onClick={() => void (hasHistory ? navigate(-1) : navigate(fallback))}
    >
      <span aria-hidden="true">←</span> {texts.back}
    </button>
  );
}
