import { useId } from 'react';
import { Link } from 'react-router';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { parseLocalDateTime } from '../../../../lib/formatting';
import { AdminListTable, type AdminList, type AdminListRowProps } from '../../../components/admin-list-table';
import type { EventCard } from '../api/get-admin-walks';
import { walkAdminTexts } from '../texts';
import { adminWalkPath } from '../../../../../server/contracts';

const texts = walkAdminTexts.list;

type WalkTableProps = AdminListRowProps<EventCard> & {
  title: string;
  emptyText: string;
  walks: EventCard[];
};

/** The start as the admin reads it: nl-BE date and time (the stored value is local Belgian time). */
function formatStart(startDateTime: string | null): string {
  const date = parseLocalDateTime(startDateTime);
  if (!date) return '';
  const day = date.toLocaleDateString('nl-BE', { day: 'numeric', month: 'long', year: 'numeric' });
  return startDateTime && startDateTime.length >= 16 ? `${day}, ${startDateTime.slice(11, 16)}` : day;
}

/**
 * Where the name leads: a published walk to its public page, own walks on /eigenwandeltochten and
 * the others on /wandeltochten (SPEC §2). An unpublished one has no public page (it answers 404), so
 * its name opens the edit form.
 */
const namePath = (walk: EventCard) =>
  walk.published ? `/${walk.own ? 'eigenwandeltochten' : 'wandeltochten'}/${walk.id}` : adminWalkPath(walk);

/** SPEC §2 "Admin walks list": Gepubliceerd, Naam (a link), Datum, edit and delete. */
const walkList: Omit<AdminList<EventCard>, 'emptyText'> = {
  collectionUrl: adminApiPaths.events.list,
  headers: { name: texts.name, actions: texts.actions },
  publish: { header: texts.published, label: texts.publishedLabel },
  nameOf: (walk) => walk.name,
  nameCell: (walk) => <Link to={namePath(walk)}>{walk.name}</Link>,
  columns: [{ header: texts.date, cell: (walk) => formatStart(walk.startDateTime) }],
  edit: (walk) => ({ to: adminWalkPath(walk) }),
};

/** One of the two walk tables of SPEC §2 "Admin walks list", under its own heading. */
export function WalkTable({ title, emptyText, walks, ...rowProps }: WalkTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <AdminListTable rows={walks} {...walkList} emptyText={emptyText} {...rowProps} labelledBy={headingId} />
    </section>
  );
}
