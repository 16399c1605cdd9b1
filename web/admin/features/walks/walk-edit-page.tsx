import { Link, useNavigate, useParams } from 'react-router';
import { componentTexts } from '../../components/texts';
import { LoadFailure } from '../../components/load-failure';
import { useAdminQuery } from '../../lib/use-admin-query';
import { getAdminWalk } from './api/get-admin-walk';
import { WalkForm } from './components/walk-form';
import { walkAdminTexts } from './texts';
import { emptyWalkValues, walkValues } from './walk-form-values';
import { adminPaths } from '../../../../server/contracts';

const texts = walkAdminTexts.edit;
const listPath = adminPaths.walks;

/** SPEC §2 "Admin walk edit", for /admin/wandeltochten/new and /admin/wandeltochten/edit/{id}. */
export function WalkEditPage() {
  const { id } = useParams();
  return (
    <>
      <p>
        <Link to={listPath} className="button button-small">
          <span aria-hidden="true">← </span>
          {texts.back}
        </Link>
      </p>
      <h1>{id ? texts.editTitle : texts.newTitle}</h1>
      {/* Keyed by route: going from one walk's form to another's, or to a new one, starts afresh. */}
      {id ? <EditWalk key={id} id={id} /> : <NewWalk key="new" />}
    </>
  );
}

/** After saving the list opens with its success banner (SPEC §2: "the user goes to the admin walk list"). */
function useBackToList() {
  const navigate = useNavigate();
  return {
    onSaved: () => void navigate(`${listPath}?saved=1`),
    onCancel: () => void navigate(listPath),
  };
}

function NewWalk() {
  const back = useBackToList();
  return <WalkForm initial={emptyWalkValues()} walk={null} {...back} />;
}

function EditWalk({ id }: { id: string }) {
  const back = useBackToList();
  const { state, reload } = useAdminQuery(`admin-walk:${id}`, (signal) => getAdminWalk(id, signal));
  if (state.status === 'loading') return <p role="status">{componentTexts.loading}</p>;
  // SPEC §8 names this text; the server's sentence is in the console (useAdminQuery logs it).
  if (state.status === 'error') return <LoadFailure message={texts.loadFailed} onRetry={() => void reload()} />;
  const walk = state.data;
  return <WalkForm initial={walkValues(walk)} walk={walk} {...back} />;
}
