import { euraudaxTexts } from './texts';

/** The static history of the club's Euraudax crew: 1982, 1983, boards, start places, tours today. */
export function EuraudaxHistory() {
  return (
    <section className="euraudax-section euraudax-history" aria-labelledby="euraudax-history">
      <h2 id="euraudax-history">{euraudaxTexts.history}</h2>
      {euraudaxTexts.historyParagraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
