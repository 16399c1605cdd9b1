import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the Euraudax page (SPEC §2 "Euraudax page"); the club's history comes from the settings. */
export const euraudaxTexts = {
  title: pageHeadTexts.euraudax.title,
  description: pageHeadTexts.euraudax.description,
  heading: 'Euraudax',
  intro:
    'Bij Euraudax wandel je lange afstanden samen in groep, op een vast tempo van 6 km per uur, achter een kapitein die het ritme bewaakt. Wie de volledige afstand uitstapt, krijgt een brevet.',
  members: 'Onze Euraudax-ploeg',
  membersLoading: 'Euraudax-ploeg laden…',
  walks: 'Euraudax-tochten',
  walksLoading: 'Tochten laden…',
  noWalks: 'Er zijn momenteel geen Euraudax-tochten gepland.',
  history: 'Onze geschiedenis',
};
