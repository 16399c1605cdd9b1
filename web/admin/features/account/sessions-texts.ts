/** The screen "Aangemeld op": the devices the admin is signed in on. */
export const sessionsTexts = {
  title: 'Aangemeld op',
  intro:
    'Op deze toestellen ben je aangemeld voor het beheer. Ken je er een niet, of gebruik je het niet meer? Meld het hier af.',
  /** No IP address or place is kept (server/contracts/session.ts). */
  noPlace: 'Waar je was, houden we niet bij.',
  thisDevice: 'Dit toestel',
  firstUsed: 'Aangemeld sinds',
  lastUsed: 'Laatst gebruikt',
  signOut: 'Afmelden',
  signOutLabel: (device: string) => `Afmelden: ${device}`,
  signOutOthers: 'Alle andere toestellen afmelden',
  othersQuestion: 'Alle andere toestellen afmelden? Wie daar verder wil, moet zich opnieuw aanmelden.',
  signedOut: (device: string) => `${device} is afgemeld.`,
  signedOutOthers: (n: number) =>
    n === 1 ? 'Je bent op 1 ander toestel afgemeld.' : `Je bent op ${n} andere toestellen afgemeld.`,
  onlyThis: 'Je bent op geen ander toestel aangemeld.',
  signOutFailed: 'Afmelden mislukt',
  loadFailed: 'De toestellen konden niet geladen worden',
  unexpected: 'Het antwoord van de server over je toestellen is onverwacht.',
} as const;
