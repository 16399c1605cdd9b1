/** The address parts a geocoder is asked for; any address-shaped object fits. */
type GeocodableAddress = {
  street?: string | null;
  houseNumber?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country?: string | null;
};

/**
 * "Kerkstraat 3, 8211 Aartrijke, België": the shape geocoders read best, the same on the server
 * and in the browser. The bus number is left out (geocoders do not know it); '' when there is no
 * street or city to look for. Pure, without zod, so the web app can import it.
 */
export function geocodeQuery(address: GeocodableAddress | null | undefined): string {
  if (!address) return '';
  const part = (...values: (string | null | undefined)[]) =>
    values
      .map((value) => value?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  if (!part(address.street, address.city)) return '';
  return [part(address.street, address.houseNumber), part(address.postalCode, address.city), part(address.country)]
    .filter(Boolean)
    .join(', ');
}
