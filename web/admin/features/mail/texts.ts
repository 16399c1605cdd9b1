/** The failed mails' screen ("Mislukte e-mails"). */
export const failedMailTexts = {
  title: 'Mislukte e-mails',
  intro:
    'Deze e-mails konden niet verzonden worden. Controleer het adres of de instellingen van de mailserver en probeer ze daarna opnieuw.',
  empty: 'Er zijn geen mislukte e-mails.',
  shownOf: (shown: number, total: number) => `De ${shown} recentste van ${total} mislukte e-mails.`,
  fields: {
    kind: 'Soort',
    to: 'Aan',
    failedAt: 'Mislukt op',
    error: 'Fout',
  },
  noSubject: 'Zonder onderwerp',
  unknown: '—',
  attempts: (n: number) => (n === 1 ? '1 poging' : `${n} pogingen`),
  retry: 'Opnieuw proberen',
  retryLabel: (to: string) => `Opnieuw proberen: e-mail aan ${to}`,
  retryFailed: 'Opnieuw proberen mislukt',
  loadFailed: 'De mislukte e-mails konden niet geladen worden',
  unexpected: 'Het antwoord van de server over de mislukte e-mails is onverwacht.',
} as const;
