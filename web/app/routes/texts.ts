import { pageHeadTexts } from '../../../server/contracts/page-heads';

/** Dutch texts of the route pages in this folder. */

/**
 * The club name after the article "de" in a sentence: SPEC's 'welkom bij de {product}' with a name
 * such as 'De Boswandelaars' must read 'bij de Boswandelaars', not 'bij de De Boswandelaars'.
 */
export function afterArticle(clubName: string): string {
  return clubName.replace(/^de\s+/i, '');
}

export const homeTexts = {
  description: pageHeadTexts.home.description,
  ourWalks: 'Onze Wandeltochten',
  info: 'Info',
  welcomeTitle: 'Welkom',
  nextOwnWalk: 'Volgende Eigen Wandeltocht',
  joinTitle: 'Wil je lid worden?',
  joinText: (clubName: string) => `Jong of oud, je bent welkom bij de ${afterArticle(clubName)}.`,
  joinLink: 'Word lid',
};

export const notFoundTexts = {
  ...pageHeadTexts.notFound,
  body: 'De pagina die je zoekt bestaat niet of werd verplaatst.',
  backHome: 'Terug naar de startpagina',
};
