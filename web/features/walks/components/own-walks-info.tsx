import { walkListTexts } from './walk-list-texts';

/** The info box of the own walks page (SPEC §2 "Walk lists"). */
export function OwnWalksInfo() {
  return (
    <div className="own-walks-info">
      <section>
        <h2>{walkListTexts.whatToExpect}</h2>
        <ul>
          {walkListTexts.whatToExpectItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{walkListTexts.whatYouNeed}</h2>
        <ul>
          {walkListTexts.whatYouNeedItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
