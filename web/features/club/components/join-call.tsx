import { Link } from '../../../lib/router';
import { useClubName } from '../../../lib/site-config';
import { clubTexts } from './texts';

/** The call to action at the foot of the page: 'Wil je lid worden?' → /lidworden. */
export function JoinCall() {
  const clubName = useClubName();
  return (
    <section className="club-join" aria-labelledby="club-join">
      <h2 id="club-join">{clubTexts.joinHeading}</h2>
      <p>{clubTexts.joinText(clubName)}</p>
      <Link to="/lidworden" className="button button-primary">
        {clubTexts.joinLink}
      </Link>
    </section>
  );
}
