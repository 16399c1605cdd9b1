import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the walk detail (SPEC §2 "Walk detail", §8). The walk lists keep theirs in walk-list-texts.ts. */
export const walkDetailTexts = {
  back: 'Terug',
  loading: 'Wandeltocht laden…',
  loadingTitle: 'Wandeltocht',
  errorTitle: 'Kon wandeltocht niet ophalen',
  errorDefault: 'Er is een fout opgetreden',
  noData: 'Geen gegevens gevonden.',
  noDataTitle: pageHeadTexts.walk.notFoundTitle,
  noDataDescription: pageHeadTexts.walk.notFoundDescription,
  date: 'Datum:',
  distances: 'Afstanden:',
  distanceUnknown: 'Afstand onbekend',
  address: 'Adres:',
  participants: 'Deelnemers:',
  report: 'Verslag',
  location: 'Locatie',
  photos: "Foto's",
};
