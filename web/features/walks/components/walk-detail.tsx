import './walk-detail.css';
import { PageMeta } from '../../../components/page-meta';
import { useWalk } from '../api/get-walk';
import { walkDetailTexts as texts } from './texts';
import { WalkDetailBack } from './walk-detail-back';
import { WalkDetailView } from './walk-detail-view';
import { publicPaths } from '../../../../server/contracts/public-paths';

type WalkDetailProps = {
  id: string;
  /** The list the walk was opened from: where the back button goes without history. */
  list: 'own' | 'other';
};

const listPaths = { own: publicPaths.ownWalks, other: publicPaths.walks } as const;

/** A walk's page (SPEC §2 "Walk detail"): loading, error, no data, or the walk. */
export function WalkDetail({ id, list }: WalkDetailProps) {
  const state = useWalk(id);
  return (
    <div className="walk-detail">
      <WalkDetailBack fallback={listPaths[list]} />
      {state.status === 'loading' && (
        <>
          <PageMeta title={texts.loadingTitle} description={texts.loading} />
          <p className="status" role="status">
            {texts.loading}
          </p>
        </>
      )}
      {state.status === 'error' && state.error.status !== 404 && (
        <div className="alert alert-error" role="alert">
          <PageMeta title={texts.errorTitle} description={texts.errorTitle} noindex />
          <h1 className="walk-detail-alert-title">{texts.errorTitle}</h1>
          <p>{state.error.message || texts.errorDefault}</p>
        </div>
      )}
      {((state.status === 'error' && state.error.status === 404) || (state.status === 'success' && !state.data)) && (
        <>
          <PageMeta title={texts.noDataTitle} description={texts.noDataDescription} noindex />
          <h1 className="walk-detail-title">{texts.noData}</h1>
        </>
      )}
      {state.status === 'success' && state.data && <WalkDetailView walk={state.data} />}
    </div>
  );
}
