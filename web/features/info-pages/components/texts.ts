/** Dutch texts of the info pages (SPEC §2 "Info page", §8), letter for letter where the spec gives them. */
export const infoPageTexts = {
  fallbackTitle: 'Pagina',
  fallbackDescription: 'Informatie over de club.',
  loading: 'Pagina laden…',
  errorTitle: 'Kon pagina niet laden',
  errorFallback: 'Er ging iets mis',
};
