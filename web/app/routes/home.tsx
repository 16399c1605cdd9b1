import { PageMeta } from '../../components/page-meta';
import { useClubName } from '../../lib/site-config';
import { homeTexts } from './texts';

export function HomeRoute() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta description={homeTexts.description(clubName)} />
      <section className="hero">
        <h1>{clubName}</h1>
        <p className="lead">{homeTexts.welcome(clubName)}</p>
      </section>
    </>
  );
}
