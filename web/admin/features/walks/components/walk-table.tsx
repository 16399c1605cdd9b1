import { useId } from 'react';
import { Link } from 'react-router';
import { parseLocalDateTime } from '../../../../lib/formatting';
import { PendingMark, useBlockedId } from '../../../components/pending-mark';
import { PublishSwitch } from '../../../components/publish-switch';
import { RowActions } from '../../../components/row-actions';
import { usePendingIds } from '../../../outbox/use-outbox';
import type { EventCard } from '../api/get-admin-walks';
import { walkAdminTexts } from '../texts';

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

const editPath = (walk: EventCard) => `/admin/wandeltochten/edit/${walk.id}`;

/**
 * Where the name leads: a published walk to its public page, own walks on /eigenwandeltochten and
 * the others on /wandeltochten (SPEC §2). An unpublished one has no public page (it answers 404), so
 * its name opens the edit form.
 */
const namePath = (walk: EventCard) =>
  walk.published ? `/${walk.own ? 'eigenwandeltochten' : 'wandeltochten'}/${walk.id}` : editPath(walk);

/** One of the two walk tables of SPEC §2 "Admin walks list", under its own heading. */
export function WalkTable({ title, emptyText, walks, busy, onTogglePublished, onDelete }: WalkTableProps) {
  const headingId = useId();
  const pending = usePendingIds('/admin/api/events');
  const blocked = useBlockedId('/admin/api/events');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {walks.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{texts.published}</th>
                <th scope="col">{texts.name}</th>
                <th scope="col">{texts.date}</th>
                <th scope="col">{texts.actions}</th>
              </tr>
            </thead>
            <tbody>
              {walks.map((walk) => (
                <tr key={walk.id}>
                  <td>
                    <PublishSwitch
                      checked={walk.published}
                      label={texts.publishedLabel(walk.name)}
                      disabled={busy.has(walk.id)}
                      onChange={(published) => onTogglePublished(walk, published)}
                    />
                  </td>
                  <td>
                    <Link to={namePath(walk)}>{walk.name}</Link>
                    <PendingMark pending={pending.has(walk.id)} blocked={blocked === walk.id} />
                  </td>
                  <td>{formatStart(walk.startDateTime)}</td>
                  <td>
                    <RowActions
                      name={walk.name}
                      edit={{ to: editPath(walk) }}
                      busy={busy.has(walk.id)}
                      onDelete={() => onDelete(walk)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
