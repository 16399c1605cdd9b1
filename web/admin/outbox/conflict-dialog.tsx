import { useState } from 'react';
import { ModalDialog } from '../components/modal-dialog';
import { changedFields, subjectOf } from './conflict-fields';
import { useOutboxStore, type Blocked } from './outbox-store';
import { dropPendingImage, dropWrite, keepMine, retryPendingImage, retryWrite, takeServerVersion } from './choices';
import { outboxTexts } from './texts';

const texts = outboxTexts;

/**
 * The outbox's dialog, once in the admin layout: a queued write met a conflict (the queued change
 * beside the server's version, 'Mijn versie behouden' or 'Serverversie gebruiken') or was refused
 * ('Opnieuw proberen' or 'Wijziging verwijderen'). The queue waits until the admin chooses; closing
 * the dialog only puts it aside (the header reopens it).
 */
export function ConflictDialog() {
  const blocked = useOutboxStore((state) => state.blocked);
  const dismissed = useOutboxStore((state) => state.dismissed);
  const open = blocked !== null && blocked.key !== dismissed;
  return (
    <ModalDialog
      open={open}
      title={blocked?.kind === 'conflict' ? texts.conflict.title : texts.failed.title}
      onClose={() => useOutboxStore.setState({ dismissed: blocked?.key ?? null })}
      wide={blocked?.kind === 'conflict'}
    >
      {blocked && <Choice key={blocked.key} blocked={blocked} />}
    </ModalDialog>
  );
}

function Choice({ blocked }: { blocked: Blocked }) {
  const [busy, setBusy] = useState(false);
  const choose = (action: () => Promise<void>) => () => {
    setBusy(true);
    action()
      .catch((error: unknown) => console.warn('De keuze kon niet bewaard worden:', error))
      .finally(() => setBusy(false));
  };

  if (blocked.kind === 'image') {
    const { uuid, fileName } = blocked.image;
    return (
      <>
        <p>{texts.failed.imageIntro(fileName)}</p>
        <p className="admin-outbox-message">{blocked.message}</p>
        <Actions
          busy={busy}
          first={{ label: texts.failed.retry, onClick: choose(() => retryPendingImage(uuid)) }}
          second={{ label: texts.failed.drop, onClick: choose(() => dropPendingImage(uuid)), danger: true }}
        />
      </>
    );
  }

  const { write } = blocked;
  if (blocked.kind === 'failed') {
    return (
      <>
        <p>{texts.failed.intro(subjectOf(write))}</p>
        <p className="admin-outbox-message">{blocked.message}</p>
        <Actions
          busy={busy}
          first={{ label: texts.failed.retry, onClick: choose(() => retryWrite(write.seq)) }}
          second={{ label: texts.failed.drop, onClick: choose(() => dropWrite(write.seq)), danger: true }}
        />
      </>
    );
  }

  const rows = write.method === 'DELETE' ? [] : changedFields(write, blocked.current);
  return (
    <>
      <p>{texts.conflict.intro(subjectOf(write, blocked.current))}</p>
      <p className="admin-outbox-message">{blocked.message}</p>
      {write.method === 'DELETE' ? (
        <p>{texts.conflict.deleted}</p>
      ) : rows.length === 0 ? (
        <p>{texts.conflict.noDifferences}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-outbox-table">
            <caption className="visually-hidden">{texts.conflict.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.conflict.field}</th>
                <th scope="col">{texts.conflict.mine}</th>
                <th scope="col">{texts.conflict.server}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.field}</th>
                  <td>{row.mine}</td>
                  <td>{row.server}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Actions
        busy={busy}
        first={{ label: texts.conflict.keepMine, onClick: choose(() => keepMine(write.seq)) }}
        second={{ label: texts.conflict.useServer, onClick: choose(() => takeServerVersion(write.seq)) }}
      />
    </>
  );
}

type Action = { label: string; onClick: () => void; danger?: boolean };

function Actions({ busy, first, second }: { busy: boolean; first: Action; second: Action }) {
  return (
    <div className="admin-actions">
      <button type="button" className="button button-primary" onClick={first.onClick} disabled={busy} data-autofocus>
        {first.label}
      </button>
      <button
        type="button"
        className={second.danger ? 'button button-danger' : 'button'}
        onClick={second.onClick}
        disabled={busy}
      >
        {second.label}
      </button>
    </div>
  );
}
