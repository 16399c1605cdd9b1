import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { NextOwnWalk } from '../../features/walks/components/next-own-walk';
import { useClubName } from '../../lib/site-config';
import { homeTexts } from './texts';
import { infoPagePath, publicPaths } from '../../../server/contracts/public-paths';

/** / (SPEC §2 "Home"): hero, welcome, the next own walk and the invitation to join. */
export function HomeRoute() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta description={homeTexts.description(clubName)} />
      <section className="hero">
        <h1>{clubName}</h1>
        <div className="hero-actions">
          <Link className="button button-primary" to={publicPaths.ownWalks}>
            {homeTexts.ourWalks}
          </Link>
          <Link className="button" to={infoPagePath({ link: 'geschiedenis' })}>
            {homeTexts.info}
          </Link>
        </div>
      </section>
      <section className="home-section" aria-labelledby="welkom">
        <h2 id="welkom">{homeTexts.welcomeTitle}</h2>
        <p className="lead">{homeTexts.welcome(clubName)}</p>
      </section>
      <section className="home-section" aria-labelledby="volgende-wandeltocht">
        <h2 id="volgende-wandeltocht">{homeTexts.nextOwnWalk}</h2>
        <NextOwnWalk />
      </section>
      <section className="home-section join-block" aria-labelledby="lid-worden">
        <h2 id="lid-worden">{homeTexts.joinTitle}</h2>
        <p>{homeTexts.joinText(clubName)}</p>
        <Link className="button button-primary" to="/lidworden">
          {homeTexts.joinLink}
        </Link>
      </section>
    </>
  );
}
