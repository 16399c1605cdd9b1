/** Dutch texts of the walk detail (SPEC §2 "Walk detail", §8). The walk lists keep theirs in walk-list-texts.ts. */
export const walkDetailTexts = {
  back: 'Terug',
  loading: 'Wandeltocht laden…',
  loadingTitle: 'Wandeltocht',
  errorTitle: 'Kon wandeltocht niet ophalen',
  errorDefault: 'Er is een fout opgetreden',
  noData: 'Geen gegevens gevonden.',
  noDataTitle: 'Geen gegevens gevonden',
  noDataDescription: 'Deze wandeltocht bestaat niet of is niet meer te bekijken.',
  date: 'Datum:',
  distances: 'Afstanden:',
  distanceUnknown: 'Afstand onbekend',
  address: 'Adres:',
  participants: 'Deelnemers:',
  report: 'Verslag',
  location: 'Locatie',
  photos: "Foto's",
  /** The meta description when a walk has no intro. */
  fallbackDescription: (name: string, date: string, address: string) =>
    [`${name}: wandeltocht`, date && `op ${date}`, address && `vanuit ${address}`].filter(Boolean).join(' ') + '.',
};
