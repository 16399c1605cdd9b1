import { RichText } from '../../../components/rich-text';
import { useSettings } from '../../../lib/site-config';
import { walkListTexts } from './walk-list-texts';

/** The info box of the own walks page (SPEC §2 "Walk lists"): the club's texts, a block left out when empty. */
export function OwnWalksInfo() {
  const { texts } = useSettings();
  if (!texts.expect && !texts.bring) return null;
  return (
    <div className="own-walks-info">
      {texts.expect && (
        <section aria-labelledby="wat-te-verwachten">
          <h2 id="wat-te-verwachten">{walkListTexts.whatToExpect}</h2>
          <RichText html={texts.expect} />
        </section>
      )}
      {texts.bring && (
        <section aria-labelledby="wat-heb-je-nodig">
          <h2 id="wat-heb-je-nodig">{walkListTexts.whatYouNeed}</h2>
          <RichText html={texts.bring} />
        </section>
      )}
    </div>
  );
}
