/** SPEC §2 "Admin dashboard" and §8. */
export const dashboardTexts = {
  title: 'Dashboard',
  welcome: (name: string) => `Welkom in het beheer van ${name}.`,
  intro:
    'Via het menu links beheer je de info-pagina’s, de wandeltochten, de leden, de nieuwsbrieven en de beheerders.',
  testButton: 'Test de verbinding met de database',
  testing: 'Bezig met testen…',
  success: 'De API-aanroep is gelukt: de database werkt.',
  failed: 'API call failed',
  error: 'An error occurred while calling the API',
} as const;
