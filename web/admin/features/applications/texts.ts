import type { ApplicationMatch, ApplicationStatus } from '../../../../server/contracts/application';

/** The applications screen's Dutch texts ("Aanvragen"). */
export const applicationTexts = {
  title: 'Aanvragen',
  intro: 'Lidmaatschapsaanvragen via de website, de nieuwste eerst.',
  retention: (months: number) =>
    `Behandelde aanvragen worden na ${months === 1 ? '1 maand' : `${months} maanden`} verwijderd.`,
  loadFailed: 'Aanvragen laden mislukt',
  empty: 'Er zijn geen aanvragen.',
  status: { nieuw: 'Nieuw', aanvaard: 'Aanvaard', geweigerd: 'Geweigerd' } satisfies Record<ApplicationStatus, string>,
  statusLabel: 'Status',
  received: 'Ontvangen',
  dateOfBirth: 'Geboortedatum',
  gender: 'Geslacht',
  genders: { male: 'Man', female: 'Vrouw', x: 'X' },
  email: 'E-mail',
  phoneNumber: 'Telefoon',
  address: 'Adres',
  remarks: 'Opmerkingen',
  handled: 'Behandeld',
  member: 'Lid',
  memberNumber: (id: number) => `lid ${id}`,
  reason: 'Reden',
  none: '–',
  possibleMember: 'Mogelijk al lid',
  match: (match: ApplicationMatch) =>
    `${match.firstName} ${match.lastName} (lid ${match.id}), ` +
    (match.by === 'email' ? 'zelfde e-mailadres' : 'zelfde naam en geboortedatum'),
  accept: 'Aanvaarden',
  refuse: 'Weigeren',
  remove: 'Verwijderen',
  confirmDelete: (name: string) => `Wilt u de aanvraag van ${name} verwijderen? Dat kan niet ongedaan gemaakt worden.`,
  deleted: 'Aanvraag verwijderd.',
  deleteFailed: 'Verwijderen mislukt',
  cancel: 'Annuleren',
  // Accepting
  acceptTitle: 'Aanvraag aanvaarden',
  acceptIntro: (name: string) => `${name} wordt een actief lid van de club.`,
  existing: (match: ApplicationMatch) =>
    `Er is al een lid met ${match.by === 'email' ? 'hetzelfde e-mailadres' : 'dezelfde naam en geboortedatum'}: ` +
    `${match.firstName} ${match.lastName} (lid ${match.id}). U kunt dat lid bijwerken met de gegevens van de ` +
    'aanvraag, of toch een nieuw lid maken (bijvoorbeeld voor een gezinslid met hetzelfde e-mailadres).',
  updateMember: 'Dat lid bijwerken',
  newMemberAnyway: 'Toch een nieuw lid',
  sendWelcome: 'Welkomstmail sturen',
  noEmail: 'Deze aanvraag heeft geen e-mailadres: er kan geen mail gestuurd worden.',
  accepting: 'Aanvaarden…',
  acceptFailed: 'Aanvaarden mislukt',
  // Refusing
  refuseTitle: 'Aanvraag weigeren',
  refuseIntro: (name: string) => `De aanvraag van ${name} wordt geweigerd.`,
  reasonLabel: 'Reden (niet verplicht)',
  reasonHint: 'Staat in de mail aan de aanvrager, als die gestuurd wordt.',
  sendPoliteMail: 'Beleefde mail sturen',
  refusing: 'Weigeren…',
  refuseFailed: 'Weigeren mislukt',
  // Offline
  queued: 'De beslissing wacht op een verbinding en wordt verstuurd zodra u weer online bent.',
} as const;
