import { LazyWalkMap } from '../../../components/walk-map/lazy-walk-map';
import { useMapPoint } from '../../../components/walk-map/use-map-point';
import { useSiteConfig } from '../../../lib/site-config';
import type { Event } from '../api/get-walk';
import { walkDetailTexts as texts } from './texts';

type WalkDetailLocationProps = {
  location: Event['location'];
  /** The joined address (never empty here). */
  address: string;
};

/**
 * 'Locatie' (SPEC §2): the address and a map around the start place. Without stored coordinates
 * the browser geocodes the address; when that fails too, the address stands alone.
 */
export function WalkDetailLocation({ location, address }: WalkDetailLocationProps) {
  const config = useSiteConfig();
  const place = useMapPoint(location, config ? config.geocoderUrl : undefined);
  return (
    <section className="walk-detail-section" aria-labelledby="walk-detail-location">
      <h2 id="walk-detail-location">{texts.location}</h2>
      <p>{address}</p>
      {place.status === 'found' && config && <LazyWalkMap point={place.point} tileUrl={config.tileUrl} />}
    </section>
  );
}
