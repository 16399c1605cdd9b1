import { Link, useSearchParams } from 'react-router';
import { useClubName } from '../../../lib/site-config';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { Banner } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useAdminQuery } from '../../lib/use-admin-query';
import { getRetention, retentionQueryKey } from '../../lib/get-retention';
import { getMessages } from './api/get-messages';
import { MessageDialog } from './components/message-dialog';
import { MessageList } from './components/message-list';
import { messagesTexts as texts } from './texts';
import { useMessageWrites } from './use-message-writes';
import './messages.css';

const viewParam = 'weergave';
const archiveSlug = 'archief';

/**
 * /admin/berichten, 'Berichten': the contact form's messages, the inbox or the archive
 * (?weergave=archief, so a link or a reload opens the same), newest first, unread in bold.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const archive = params.get(viewParam) === archiveSlug;
  const clubName = useClubName();
  const list = useAdminQuery('admin-messages', getMessages, { reloadOnReplay: true });
  const retention = useAdminQuery(retentionQueryKey, getRetention);
  const writes = useMessageWrites(list);
  const { state } = list;

  const all = state.status === 'success' ? state.data : [];
  const shown = all.filter((message) => (message.archivedAt !== null) === archive);
  const unread = all.filter((message) => message.archivedAt === null && message.readAt === null).length;
  const open = all.find((message) => message.id === writes.openId);
  const view = archive ? texts.archive : texts.inbox;

  return (
    <>
      {/* Focusable from script only: it takes the focus when the focused message left the view. */}
      <h1 ref={writes.headingRef} tabIndex={-1}>
        {texts.title}
      </h1>
      <p className="admin-hint">
        {texts.intro}
        {retention.state.status === 'success' && ` ${texts.retention(retention.state.data.messageMonths)}`}
      </p>
      <nav className="message-views" aria-label={texts.viewsLabel}>
        <Link to="?" aria-current={archive ? undefined : 'page'}>
          {texts.inbox}
          {unread > 0 && ` (${texts.unreadCount(unread)})`}
        </Link>
        <Link to={`?${viewParam}=${archiveSlug}`} aria-current={archive ? 'page' : undefined}>
          {texts.archive}
        </Link>
      </nav>
      <Banner kind="success" message={writes.success} />
      <Banner kind="error" message={writes.error} />
      {state.status === 'loading' && <p role="status">{texts.loading}</p>}
      {state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadFailed, state.error)} onRetry={list.reload} />
      )}
      {state.status === 'success' && (
        <MessageList
          messages={shown}
          label={texts.listLabel(view)}
          emptyText={archive ? texts.emptyArchive : texts.emptyInbox}
          onOpen={writes.open}
        />
      )}
      <MessageDialog
        message={open}
        clubName={clubName}
        busy={open !== undefined && writes.busy.has(open.id)}
        onClose={writes.close}
        onArchive={writes.setArchived}
        onMarkUnread={writes.markUnread}
        onDelete={writes.deletion.request}
      />
      <ConfirmDialog
        question={writes.deletion.pending ? texts.confirmDelete(writes.deletion.pending.name) : null}
        onConfirm={writes.deletion.confirm}
        onCancel={writes.deletion.cancel}
      />
    </>
  );
}
