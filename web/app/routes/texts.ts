/** Dutch texts of the route pages in this folder. */
export const homeTexts = {
  description: (clubName: string) =>
    `${clubName} is een wandelclub uit het Houtland: eigen wandeltochten, clubnieuws en nieuwsbrieven.`,
  welcome: (clubName: string) =>
    `Welkom bij ${clubName}! Wij zijn een wandelclub uit het Houtland en organiseren elk jaar minstens twee eigen wandeltochten. Jong of oud, iedereen wandelt mee.`,
};

export const notFoundTexts = {
  title: 'Pagina niet gevonden',
  description: 'Deze pagina bestaat niet of niet meer.',
  body: 'De pagina die je zoekt bestaat niet of werd verplaatst.',
  backHome: 'Terug naar de startpagina',
};
