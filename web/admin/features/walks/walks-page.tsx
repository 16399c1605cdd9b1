import { AdminListPage } from '../../components/admin-list-page';
import { usePublishedList, type ListWriteOptions } from '../../lib/use-list-writes';
import { deleteWalk, publishWalk } from './api/change-walk';
import { getAdminWalks, type EventCard } from './api/get-admin-walks';
import { WalkTable } from './components/walk-table';
import { walkAdminTexts } from './texts';
import { adminPaths } from '../../../../server/contracts';

const texts = walkAdminTexts.list;

/** SPEC §4: a walk row waits for the server. */
const writeOptions: ListWriteOptions<EventCard> = {
  publish: publishWalk,
  remove: deleteWalk,
  optimistic: false,
  texts,
};

/** SPEC §2 "Admin walks list": own and other walks, each with its publish switch, edit and delete. */
export function WalksPage() {
  const { list: walks, writes } = usePublishedList('admin-walks', getAdminWalks, writeOptions);
  return (
    <AdminListPage
      title={texts.title}
      add={{ label: texts.newWalk, to: adminPaths.newWalk }}
      list={walks}
      // SPEC §8 names this text; the server's sentence is in the console (useAdminQuery logs it).
      loadFailed={() => texts.loadFailed}
      writes={writes}
      confirmDelete={texts.confirmDelete}
    >
      {(rows) => (
        <>
          <WalkTable
            title={texts.own}
            emptyText={texts.emptyOwn}
            walks={rows.filter((walk) => walk.own)}
            {...writes.rows}
          />
          <WalkTable
            title={texts.other}
            emptyText={texts.emptyOther}
            walks={rows.filter((walk) => !walk.own)}
            {...writes.rows}
          />
        </>
      )}
    </AdminListPage>
  );
}
