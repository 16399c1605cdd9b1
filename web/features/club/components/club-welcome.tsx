import { RichText } from '../../../components/rich-text';
import { useSettings } from '../../../lib/site-config';
import { clubTexts } from './texts';

/** The page's headline and the chairman's welcome (settings.texts.clubIntro). */
export function ClubWelcome() {
  const { texts } = useSettings();
  return (
    <header className="page-header club-welcome">
      <h1>{clubTexts.heading}</h1>
      <RichText html={texts.clubIntro} />
    </header>
  );
}
