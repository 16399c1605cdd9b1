import { useClubName } from '../../../lib/site-config';
import { clubTexts } from './texts';

/** The page's headline and the chairman's welcome. */
export function ClubWelcome() {
  const clubName = useClubName();
  return (
    <header className="page-header club-welcome">
      <h1>{clubTexts.heading}</h1>
      <p className="lead">{clubTexts.welcomeGreeting}</p>
      {clubTexts.welcome(clubName).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="club-welcome-signature">{clubTexts.welcomeSignature}</p>
    </header>
  );
}
