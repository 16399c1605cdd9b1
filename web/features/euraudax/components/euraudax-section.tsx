import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../components/loading-status';
import type { QueryState } from '../../../lib/query';

type EuraudaxSectionProps<T> = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  loading: string;
  state: QueryState<T>;
  children: (data: T) => ReactNode;
};

/** A part of the Euraudax page: its heading, then the list once loaded; a failed load shows the server's message in red (SPEC §2). */
export function EuraudaxSection<T>({ id, title, loading, state, children }: EuraudaxSectionProps<T>) {
  return (
    <section className="euraudax-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {state.status === 'loading' && <LoadingStatus text={loading} />}
      {state.status === 'error' && (
        <p className="alert alert-error" role="alert">
          {state.error.message}
        </p>
      )}
      {state.status === 'success' && children(state.data)}
    </section>
  );
}
