import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import type { AdminQuery } from '../lib/use-admin-query';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailure } from './load-failure';
import { componentTexts } from './texts';
import { Banner } from './timed-message';

/** What a list screen's writes show: their banners, the delete waiting for its confirmation, and the heading to focus. */
export type AdminListWrites = {
  /** The screen's h1, which takes the focus when a delete took away the focused row. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  success: string | null;
  error: string | null;
  deletion: { pending: unknown; confirm: () => void; cancel: () => void };
};

type AdminListPageProps<D> = {
  title: string;
  /** The toolbar's first button ('Nieuwe pagina', 'Nieuw lid toevoegen'): to the form, or opening its dialog. */
  add: { label: string } & ({ to: string } | { onClick: () => void });
  /** More buttons in the toolbar (the members' export). */
  toolbar?: ReactNode;
  /** Between the toolbar and the list (the members' search and role filter). */
  filters?: ReactNode;
  list: AdminQuery<D>;
  /** The text when the list did not load (SPEC §8). */
  loadFailed: (error: unknown) => string;
  writes: AdminListWrites;
  /** The delete confirmation's question (SPEC §2). */
  confirmDelete: string;
  /** The table (or tables) of the loaded list. */
  children: (data: D) => ReactNode;
  /** The screen's own dialogs (the member form). */
  dialogs?: ReactNode;
};

/** An admin list screen of SPEC §2: title, toolbar, banners, the list as it loads, and the delete confirmation. */
export function AdminListPage<D>(props: AdminListPageProps<D>) {
  const { add, list, writes } = props;
  const { state } = list;
  return (
    <>
      {/* Focusable from script only: it takes the focus after a delete removed the focused row. */}
      <h1 ref={writes.headingRef} tabIndex={-1}>
        {props.title}
      </h1>
      <div className="admin-toolbar">
        {'to' in add ? (
          <Link className="button button-primary" to={add.to}>
            {add.label}
          </Link>
        ) : (
          <button type="button" className="button button-primary" onClick={add.onClick}>
            {add.label}
          </button>
        )}
        {props.toolbar}
      </div>
      {props.filters}
      <Banner kind="success" message={writes.success} />
      <Banner kind="error" message={writes.error} />
      {state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {state.status === 'error' && <LoadFailure message={props.loadFailed(state.error)} onRetry={list.reload} />}
      {state.status === 'success' && props.children(state.data)}
      {props.dialogs}
      <ConfirmDialog
        question={writes.deletion.pending ? props.confirmDelete : null}
        onConfirm={writes.deletion.confirm}
        onCancel={writes.deletion.cancel}
      />
    </>
  );
}
