/** The shell's Dutch texts, in one place (SPEC.md §2 "Shell"). */
export const shellTexts = {
  skipToContent: 'Naar de inhoud',
  loading: 'Laden…',
  mainNavigation: 'Hoofdmenu',
  home: 'Home',
  contact: 'Contact',
  allRightsReserved: 'Alle Rechten Voorbehouden',
};
