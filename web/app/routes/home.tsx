import { Link } from '../../lib/router';
import { MediaImage } from '../../components/media-image';
import { PageMeta } from '../../components/page-meta';
import { RichText } from '../../components/rich-text';
import { NextOwnWalk } from '../../features/walks/components/next-own-walk';
import { useSettings } from '../../lib/site-config';
import { homeTexts } from './texts';
import { infoPagePath, publicPaths } from '../../../server/contracts/public-paths';

/** / (SPEC §2 "Home"): hero, welcome, the next own walk and the invitation to join. */
export function HomeRoute() {
  const { club, texts } = useSettings();
  const photo = club.heroImage;
  return (
    <>
      <PageMeta description={homeTexts.description(club.name)} />
      <section className={photo ? 'hero hero-with-photo' : 'hero'}>
        {photo && (
          <MediaImage
            className="hero-photo"
            cdnUrl={photo.cdnUrl}
            alt=""
            width={1280}
            height={720}
            sizes="(min-width: 72rem) 72rem, 100vw"
            eager
          />
        )}
        <div className="hero-content">
          <h1>{club.name}</h1>
          {club.tagline && <p className="hero-tagline">{club.tagline}</p>}
          <div className="hero-actions">
            <Link className="button button-primary" to={publicPaths.ownWalks}>
              {homeTexts.ourWalks}
            </Link>
            <Link className="button" to={infoPagePath({ link: 'geschiedenis' })}>
              {homeTexts.info}
            </Link>
          </div>
        </div>
      </section>
      {texts.welcome && (
        <section className="home-section" aria-labelledby="welkom">
          <h2 id="welkom">{homeTexts.welcomeTitle}</h2>
          <RichText html={texts.welcome} className="lead" />
        </section>
      )}
      <section className="home-section" aria-labelledby="volgende-wandeltocht">
        <h2 id="volgende-wandeltocht">{homeTexts.nextOwnWalk}</h2>
        <NextOwnWalk />
      </section>
      <section className="home-section join-block" aria-labelledby="lid-worden">
        <h2 id="lid-worden">{homeTexts.joinTitle}</h2>
        <p>{homeTexts.joinText(club.name)}</p>
        <Link className="button button-primary" to="/lidworden">
          {homeTexts.joinLink}
        </Link>
      </section>
    </>
  );
}
