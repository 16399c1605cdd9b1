import { useId } from 'react';
import { Link } from 'react-router';
import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { parseLocalDateTime } from '../../../../lib/formatting';
import { AdminListTable } from '../../../components/admin-list-table';
import type { EventCard } from '../api/get-admin-walks';
import { walkAdminTexts } from '../texts';
import { adminWalkPath } from '../../../../../server/contracts';

const texts = walkAdminTexts.list;

type WalkTableProps = {
  title: string;
  emptyText: string;
  walks: EventCard[];
  /** Ids of walks with a write under way: their switch waits for the answer. */
  busy: ReadonlySet<number>;
  onTogglePublished: (walk: EventCard, published: boolean) => void;
  onDelete: (walk: EventCard) => void;
};

/** The start as the admin reads it: nl-BE date and time (the stored value is local Belgian time). */
function formatStart(startDateTime: string | null): string {
  const date = parseLocalDateTime(startDateTime);
  if (!date) return '';
  const day = date.toLocaleDateString('nl-BE', { day: 'numeric', month: 'long', year: 'numeric' });
  return startDateTime && startDateTime.length >= 16 ? `${day}, ${startDateTime.slice(11, 16)}` : day;
}

const editPath = (walk: EventCard) => adminWalkPath(walk);

/**
 * Where the name leads: a published walk to its public page, own walks on /eigenwandeltochten and
 * the others on /wandeltochten (SPEC §2). An unpublished one has no public page (it answers 404), so
 * its name opens the edit form.
 */
const namePath = (walk: EventCard) =>
  walk.published ? `/${walk.own ? 'eigenwandeltochten' : 'wandeltochten'}/${walk.id}` : editPath(walk);

const columns = [{ header: texts.date, cell: (walk: EventCard) => formatStart(walk.startDateTime) }];

/** One of the two walk tables of SPEC §2 "Admin walks list", under its own heading. */
export function WalkTable({ title, emptyText, walks, busy, onTogglePublished, onDelete }: WalkTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <AdminListTable
        rows={walks}
        collectionUrl={adminApiPaths.events.list}
        emptyText={emptyText}
        headers={{ published: texts.published, name: texts.name, actions: texts.actions }}
        nameOf={(walk) => walk.name}
        publishedLabel={texts.publishedLabel}
        nameCell={(walk) => <Link to={namePath(walk)}>{walk.name}</Link>}
        columns={columns}
        editPath={editPath}
        busy={busy}
        onTogglePublished={onTogglePublished}
        onDelete={onDelete}
        labelledBy={headingId}
      />
    </section>
  );
}
