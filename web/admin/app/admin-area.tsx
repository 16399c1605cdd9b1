import { PageMeta } from '../../components/page-meta';

/**
 * The admin area's entry: its own lazy chunk, outside the public navbar and footer (SPEC §2
 * "Shell"). The login, guard and screens come with the admin issue; until then this says so.
 */
export function AdminArea() {
  return (
    <main id="main" className="main">
      <PageMeta title="Beheer" description="Beheer van de wandelclub." noindex />
      <h1>Beheer</h1>
      <p>Het beheer van de website is nog in opbouw.</p>
    </main>
  );
}
