/** A point on the map, in degrees. */
export type MapPoint = { lat: number; lon: number };

const asCoordinate = (value: unknown, limit: number): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/**
 * Asks a Nominatim-style geocoder (SPEC §7: q, format json, limit 1) for the first hit's lat and lon.
 * Answers null when it knows no such place; throws when it cannot be asked or answers nonsense.
 */
export async function geocode(geocoderUrl: string, query: string, signal?: AbortSignal): Promise<MapPoint | null> {
  const url = new URL(geocoderUrl, window.location.href);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) throw new Error(`De geocoder antwoordde ${response.status}.`);
  const answer: unknown = await response.json();
  if (!Array.isArray(answer)) throw new Error('De geocoder gaf een onverwacht antwoord.');
  if (answer.length === 0) return null;
  const first = answer[0] as { lat?: unknown; lon?: unknown } | null;
  const lat = asCoordinate(first?.lat, 90);
  const lon = asCoordinate(first?.lon, 180);
  if (lat === undefined || lon === undefined) throw new Error('De geocoder gaf een onverwacht antwoord.');
  return { lat, lon };
}
