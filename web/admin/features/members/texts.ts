import type { MemberRole } from '../../../../server/contracts/member';
import { addressTexts } from '../../../components/address-texts';

/** The members screen's Dutch texts (SPEC §2 "Admin members", §5, §8). */
export const memberTexts = {
  title: 'Ledenbeheer',
  description: 'Leden van de club beheren.',
  add: 'Nieuw lid toevoegen',
  export: 'Exporteer naar Excel',
  exporting: 'Exporteren...',
  /** To the import screen: a club's list from Excel or a CSV file. */
  import: 'Importeren',
  exportFailed: 'Exporteren mislukt',
  search: 'Zoek op naam',
  roleFilter: 'Filter op rol',
  allRoles: 'Alle rollen',
  loadFailed: 'Leden laden mislukt',
  empty: 'Geen leden gevonden.',
  success: 'Actie succesvol uitgevoerd.',
  confirmDelete: 'Weet je zeker dat je dit lid wilt verwijderen?',
  deleteFailed: 'Verwijderen mislukt',
  orderFailed: 'Volgorde wijzigen mislukt',
  columns: { name: 'Naam', title: 'Functie', role: 'Rol', order: 'Volgorde', actions: 'Acties' },
  orderLabel: (name: string) => `Volgorde van ${name}`,
  orderUp: (name: string) => `Volgorde van ${name} verhogen`,
  orderDown: (name: string) => `Volgorde van ${name} verlagen`,
  resultCount: (count: number) => (count === 1 ? '1 lid' : `${count} leden`),
  filters: {
    more: 'Meer filters',
    clear: 'Filters wissen',
    all: 'Alle',
    active: { label: 'Actief', ja: 'Actief', nee: 'Niet actief' },
    board: { label: 'Bestuur', ja: 'In het bestuur', nee: 'Niet in het bestuur' },
    euraudax: { label: 'Euraudax', ja: 'Euraudax', nee: 'Geen Euraudax' },
    paid: { label: 'Betaald', ja: 'Betaald', nee: 'Niet betaald' },
    email: { label: 'E-mailadres', ja: 'Met e-mailadres', nee: 'Zonder e-mailadres' },
    ageFrom: 'Leeftijd vanaf',
    ageTo: 'Leeftijd tot en met',
    memberSinceFrom: 'Lid sinds vanaf',
    memberSinceTo: 'Lid sinds tot en met',
  },
  bulk: {
    selectRow: (name: string) => `Selecteer ${name}`,
    selectPage: 'Selecteer deze pagina',
    selected: (count: number) => (count === 1 ? '1 lid geselecteerd.' : `${count} leden geselecteerd.`),
    selectAll: (count: number) => `Alle ${count} leden die aan de filter voldoen`,
    allSelected: (count: number) =>
      count === 1
        ? 'Het enige lid dat aan de filter voldoet, is geselecteerd.'
        : `Alle ${count} leden die aan de filter voldoen, zijn geselecteerd.`,
    clear: 'Selectie wissen',
    actions: 'Acties voor de selectie',
    activate: 'Op actief zetten',
    deactivate: 'Op niet-actief zetten',
    setRole: 'Rol wijzigen',
    roleTitle: 'Rol van de selectie wijzigen',
    newRole: 'Nieuwe rol',
    roleHint: (count: number) => (count === 1 ? 'Voor 1 lid.' : `Voor ${count} leden.`),
    export: 'Selectie exporteren',
    mail: 'E-mail sturen',
    delete: 'Verwijderen',
    confirmDelete: (count: number) =>
      count === 1
        ? 'Weet je zeker dat je 1 lid wilt verwijderen?'
        : `Weet je zeker dat je ${count} leden wilt verwijderen?`,
    failed: 'Actie mislukt',
    queued: (count: number) =>
      `Wacht op verbinding: de actie voor ${count === 1 ? '1 lid' : `${count} leden`} gaat mee zodra er verbinding is.`,
  },
} as const;

/** The mail to the selection: the dialog, then how far the send is. */
export const mailTexts = {
  title: (count: number) => (count === 1 ? 'E-mail aan 1 lid' : `E-mail aan ${count} leden`),
  hint: 'Leden zonder e-mailadres krijgen niets; leden die een adres delen, krijgen de e-mail één keer.',
  subject: 'Onderwerp',
  message: 'Bericht',
  send: 'Versturen',
  sending: 'Versturen…',
  cancel: 'Annuleren',
  close: 'Sluiten',
  failed: 'Versturen mislukt',
  progress: 'Voortgang',
  status: (sent: number, failed: number, pending: number) =>
    `${sent} verzonden, ${failed} niet verzonden, ${pending} in de wachtrij.`,
  done: 'Klaar: elke e-mail is verwerkt.',
  loadFailed: 'Voortgang laden mislukt',
  failures: 'Niet verzonden',
  skipped: 'Overgeslagen',
  skipReasons: { noEmail: 'geen e-mailadres', sharedEmail: 'zelfde e-mailadres als een ander lid' },
  more: (count: number) => `En nog ${count}.`,
} as const;

/** SPEC §6: the member roles with their Dutch names. */
export const roleLabels: Record<MemberRole, string> = {
  BOARDMEMBER: 'Bestuurslid',
  MEMBER: 'Lid',
  AID: 'Helper',
  EURAUDAX: 'Euraudax',
  HELPINGMEMBER: 'Helpend Lid',
};

/** The add/edit modal (SPEC §2, §3 Member, §5). */
export const formTexts = {
  createTitle: 'Nieuw lid',
  editTitle: 'Lid bewerken',
  personal: 'Persoonsgegevens',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  dateOfBirth: 'Geboortedatum',
  email: 'E-mail',
  phoneNumber: 'Telefoon',
  gender: 'Geslacht',
  genders: { male: 'Man', female: 'Vrouw', x: 'X' },
  club: 'Club',
  role: 'Rol',
  boardTitle: 'Bestuursfunctie',
  boardMemberSortOrder: 'Volgorde in het bestuur',
  euraudax: 'Euraudax',
  euraudaxTitle: 'Euraudax-titel',
  clubportaal: 'Clubportaal-ID',
  memberSince: 'Lid sinds',
  active: 'Actief',
  paid: 'Betaald',
  finished: 'Afgewerkt',
  address: 'Adres',
  ...addressTexts,
  comments: 'Opmerkingen',
  commentsHint: 'Intern, niet zichtbaar op de website.',
  photo: 'Foto',
  choosePhoto: 'Kies een foto',
  photoHint: 'Eén afbeelding (jpg, png, webp …).',
  photoAlt: 'Voorbeeld van de foto',
  removePhoto: 'Foto verwijderen',
  uploading: 'Foto uploaden…',
  uploadFailed: 'Upload mislukt',
  notAnImage: 'Dit bestand is geen afbeelding. Kies een afbeelding.',
  oneFile: 'Kies één afbeelding.',
  save: 'Opslaan',
  saving: 'Opslaan…',
  cancel: 'Annuleren',
  saveFailed: 'Opslaan mislukt',
} as const;
