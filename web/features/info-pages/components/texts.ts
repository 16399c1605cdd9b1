import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the info pages (SPEC §2 "Info page", §8), letter for letter where the spec gives them. */
export const infoPageTexts = {
  fallbackTitle: pageHeadTexts.infoPage.fallbackTitle,
  fallbackDescription: pageHeadTexts.infoPage.fallbackDescription,
  loading: 'Pagina laden…',
  errorTitle: 'Kon pagina niet laden',
  errorFallback: 'Er ging iets mis',
};
