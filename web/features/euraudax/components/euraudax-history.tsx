import { RichText } from '../../../components/rich-text';
import { useSettings } from '../../../lib/site-config';
import { euraudaxTexts } from './texts';

/** The history of the club's Euraudax crew (settings.texts.euraudaxHistory); left out when the club wrote none. */
export function EuraudaxHistory() {
  const { texts } = useSettings();
  if (!texts.euraudaxHistory) return null;
  return (
    <section className="euraudax-section euraudax-history" aria-labelledby="euraudax-history">
      <h2 id="euraudax-history">{euraudaxTexts.history}</h2>
      <RichText html={texts.euraudaxHistory} />
    </section>
  );
}
