import { formatSavedAt } from '../../lib/formatting';
import type { OfflineStatus } from '../../lib/offline-status';

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
  offlineSaved: 'Je bent offline. Je ziet de laatst bewaarde versie.',
  offline: 'Je bent offline.',
  /** Online, but the server did not answer in time (or answered an error): the page shows a saved copy. */
  serverUnreachableSavedAt: (date: string) =>
    `Geen verbinding met de server. Je ziet de laatst bewaarde versie van ${date}.`,
  serverUnreachable: 'Geen verbinding met de server. Je ziet de laatst bewaarde versie.',
  updateAvailable: 'Nieuwe versie beschikbaar',
  updateNow: 'Vernieuwen',
  updateLater: 'Later',
};

/** The offline banner's sentence for the page's status; undefined when there is nothing to say. */
export function offlineBannerText(status: OfflineStatus): string | undefined {
  const date = status.savedAt ? formatSavedAt(status.savedAt) : undefined;
  if (!status.online) {
    if (!status.fromCache) return shellTexts.offline;
    return date ? shellTexts.offlineSavedAt(date) : shellTexts.offlineSaved;
  }
  if (!status.fromCache) return undefined;
  return date ? shellTexts.serverUnreachableSavedAt(date) : shellTexts.serverUnreachable;
}
