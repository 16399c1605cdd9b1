import { dataOr } from '../../../lib/use-query';
import { useAids } from '../api/get-aids';
import { PeopleGrid } from './people-grid';
import { clubTexts } from './texts';

/** 'Helpers': shown only when there are helpers; a helper card holds photo, name and title. */
export function AidsSection() {
  const aids = dataOr(useAids(), []);
  if (aids.length === 0) return null;
  return (
    <section className="club-section" aria-labelledby="club-aids">
      <h2 id="club-aids">{clubTexts.aids}</h2>
      <PeopleGrid people={aids} showContact={false} />
    </section>
  );
}
