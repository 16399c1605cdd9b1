/** SPEC §2 "Admin dashboard" and §8, and what needs doing. */
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
  connectionTitle: 'Verbinding',
  unexpected: 'Het antwoord van de server over wat er te doen is, is onverwacht.',
  loadFailed: 'Het overzicht van wat er te doen is, kon niet geladen worden',
  todoTitle: 'Te doen',
  allDone: 'Alles is bijgewerkt',
  applications: (n: number) => (n === 1 ? '1 nieuwe aanvraag' : `${n} nieuwe aanvragen`),
  messages: (n: number) => (n === 1 ? '1 ongelezen bericht' : `${n} ongelezen berichten`),
  failedMail: (n: number) => (n === 1 ? '1 e-mail niet verzonden' : `${n} e-mails niet verzonden`),
  membersWithoutEmail: (n: number) =>
    n === 1 ? '1 actief lid zonder e-mailadres' : `${n} actieve leden zonder e-mailadres`,
  walksWithoutReport: (n: number) =>
    n === 1 ? "1 voorbije tocht zonder verslag of foto's" : `${n} voorbije tochten zonder verslag of foto's`,
  walkMissing: (report: boolean, photos: boolean) =>
    !report && !photos ? "geen verslag en geen foto's" : !report ? 'geen verslag' : "geen foto's",
  newsletterSending: (title: string) => `Nieuwsbrief “${title}” wordt verstuurd`,
  newsletterProgress: (sent: number, total: number, failed: number) =>
    `${sent} van ${total} verstuurd${failed > 0 ? `, ${failed} niet verzonden` : ''}`,
  devicePending: (n: number) =>
    n === 1
      ? '1 wijziging op dit toestel wacht op verbinding'
      : `${n} wijzigingen op dit toestel wachten op verbinding`,
  deviceConflict: 'Een wijziging op dit toestel botst met een wijziging op de server',
  deviceRefused: 'De server weigerde een wijziging van dit toestel',
  deviceChoose: 'Bekijken en kiezen',
  nextWalkTitle: 'Volgende eigen wandeltocht',
  noNextWalk: 'Er is geen volgende eigen wandeltocht gepland.',
  newWalk: 'Nieuwe tocht',
  published: 'Gepubliceerd',
  notPublished: 'Nog niet gepubliceerd',
  withBanner: 'Met banner',
  withoutBanner: 'Nog geen banner',
  noDate: 'Nog geen datum',
} as const;
