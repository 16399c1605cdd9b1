/** The shell's Dutch texts, in one place (SPEC.md §2 "Shell"). */
export const shellTexts = {
  skipToContent: 'Naar de inhoud',
  loading: 'Laden…',
  mainNavigation: 'Hoofdmenu',
  menu: 'Menu',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  home: 'Home',
  info: 'Info',
  board: 'Bestuur',
  ownWalks: 'Eigen Wandeltochten',
  walks: 'Wandeltochten',
  newsletters: 'Nieuwsbrieven',
  euraudax: 'Euraudax',
  contact: 'Contact',
  becomeMember: 'Lid Worden',
  allRightsReserved: 'Alle Rechten Voorbehouden',
  /** The offline banner (offline-banner.tsx), with the date the shown copy was saved when it is known. */
  offlineSavedAt: (date: string) => `Je bent offline. Je ziet de laatst bewaarde versie van ${date}.`,
  offline: 'Je bent offline. Je ziet de laatst bewaarde versie.',
  updateAvailable: 'Nieuwe versie beschikbaar',
  updateNow: 'Vernieuwen',
};
