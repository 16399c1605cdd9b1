import { useEffect, useState } from 'react';
import { geocodeQuery } from '../../../server/contracts/geocode-query';
import { geocode, type MapPoint } from './geocode';

type Located = {
  street?: string | null;
  houseNumber?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country?: string | null;
  lat?: number | null;
  lon?: number | null;
};

/** Where to put the map: still looking, found, or not to be found (then the page shows the address only). */
export type MapPointState = { status: 'locating' } | { status: 'found'; point: MapPoint } | { status: 'unknown' };

// Per page load: going back and forth between walks asks the geocoder once per address.
const answers = new Map<string, MapPoint | null>();

/**
 * The point of a location: its stored coordinates, else geocoded in the browser (ARCHITECTURE.md:
 * the server could not). `geocoderUrl` undefined means the site config is still loading; null, off.
 * A failure is only logged (SPEC §8).
 */
export function useMapPoint(
  location: Located | null | undefined,
  geocoderUrl: string | null | undefined,
): MapPointState {
  const stored: MapPoint | undefined =
    typeof location?.lat === 'number' && typeof location.lon === 'number'
      ? { lat: location.lat, lon: location.lon }
      : undefined;
  const query = stored ? '' : geocodeQuery(location);
  const [looked, setLooked] = useState<{ query: string; point: MapPoint | null } | undefined>();

  useEffect(() => {
    if (!query || !geocoderUrl || answers.has(query)) return;
    const controller = new AbortController();
    geocode(geocoderUrl, query, controller.signal).then(
      (point) => {
        answers.set(query, point);
        if (!point) console.warn(`Geen locatie gevonden voor "${query}".`);
        setLooked({ query, point });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Geocoderen van "${query}" mislukt:`, error);
        setLooked({ query, point: null });
      },
    );
    return () => controller.abort();
  }, [query, geocoderUrl]);

  if (stored) return { status: 'found', point: stored };
  if (!query || geocoderUrl === null) return { status: 'unknown' };
  const point = answers.has(query) ? answers.get(query) : looked?.query === query ? looked.point : undefined;
  if (point === undefined) return { status: 'locating' };
  return point ? { status: 'found', point } : { status: 'unknown' };
}
