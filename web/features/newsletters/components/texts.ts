import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the newsletters (SPEC §2 "Newsletters", §8), letter for letter where the spec gives them. */
export const newsletterTexts = {
  listTitle: pageHeadTexts.newsletters.title,
  listDescription: pageHeadTexts.newsletters.description,
  feedTitle: pageHeadTexts.newsletters.feedTitle,
  listLoading: 'Nieuwsbrieven laden…',
  empty: 'Er zijn momenteel geen nieuwsbrieven beschikbaar.',
  errorTitle: 'Oeps! Er is iets misgegaan.',
  listError: 'Fout bij het ophalen van nieuwsbrieven.',
  readMore: 'Lees meer',
  /** Only for screen readers: the link names the newsletter it opens. */
  readMoreAbout: (title: string) => ` over ${title}`,
  backToList: '← Terug naar overzicht',
  detailTitle: pageHeadTexts.newsletter.fallbackTitle,
  detailLoading: 'Nieuwsbrief laden…',
  detailError: 'Fout bij het ophalen van de nieuwsbrief.',
  detailDescription: pageHeadTexts.newsletter.fallbackDescription,
  publishedOn: 'Gepubliceerd op:',
};
