import { pageHeadTexts } from '../../../server/contracts/page-heads';

/** Dutch texts of the route pages in this folder. */

/**
 * The club name after the article "de" in a sentence: SPEC's 'welkom bij de {product}' with the
 * name 'De Houtlandstappers' must read 'bij de Houtlandstappers', not 'bij de De Houtlandstappers'.
 */
export function afterArticle(clubName: string): string {
  return clubName.replace(/^de\s+/i, '');
}

export const homeTexts = {
  description: pageHeadTexts.home.description,
  ourWalks: 'Onze Wandeltochten',
  info: 'Info',
  welcomeTitle: 'Welkom',
  welcome: (clubName: string) =>
    `Welkom bij ${clubName}! Wij zijn een wandelclub uit het Houtland, opgericht in 2025, en organiseren elk jaar minstens twee eigen wandeltochten. Daarnaast trekken we samen naar wandeltochten van andere clubs in de streek.`,
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
