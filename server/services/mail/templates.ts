import type { Config } from '../../config';
import type { ContactMessage, MemberApplication, OutgoingMail } from '../../contracts';
import type { EnqueueInput } from './queue';

type MailConfig = Pick<Config, 'clubName' | 'publicUrl'>;
type Person = { firstName: string; lastName: string; email: string | null };

const signature = (config: MailConfig) => `Met vriendelijke groeten,\n${config.clubName}\n${config.publicUrl}`;

/** A plain-text mail from its lines. */
function textMail(to: string, replyTo: string | null, subject: string, lines: string[]): OutgoingMail {
  return { to, replyTo, subject, text: lines.join('\n'), html: null, headers: {} };
}

/** A new administrator's password, sent once; the queue forgets it after sending. */
export function adminPasswordMail(config: MailConfig, member: Person, password: string): OutgoingMail {
  return textMail(member.email ?? '', null, `Je bent beheerder van de website van ${config.clubName}`, [
    `Dag ${member.firstName},`,
    '',
    `Je bent nu beheerder van de website van ${config.clubName}.`,
    `Meld je aan op ${config.publicUrl}/admin/login met:`,
    '',
    `  E-mail:     ${member.email ?? ''}`,
    `  Wachtwoord: ${password}`,
    '',
    'Kies na het aanmelden een eigen wachtwoord via "Wachtwoord wijzigen".',
    '',
    signature(config),
  ]);
}

/** The club's copy of a contact message (reply-to the sender) and the sender's confirmation. */
export function contactMails(config: MailConfig, to: string[], message: ContactMessage): EnqueueInput[] {
  const toClub = to.map((address) =>
    textMail(address, message.email, `Contactformulier: ${message.name}`, [
      `Nieuw bericht via het contactformulier van ${config.publicUrl}:`,
      '',
      `Naam:   ${message.name}`,
      `E-mail: ${message.email}`,
      '',
      message.text,
      '',
      'Antwoorden kan rechtstreeks op deze e-mail.',
    ]),
  );
  const confirmation = textMail(message.email, to[0] ?? null, `Bedankt voor je bericht aan ${config.clubName}`, [
    `Dag ${message.name},`,
    '',
    'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
    '',
    'Je bericht:',
    ...message.text.split('\n').map((line) => `> ${line}`),
    '',
    signature(config),
  ]);
  return [
    ...toClub.map((mail) => ({ kind: 'contact' as const, message: mail })),
    { kind: 'contact-confirmation', message: confirmation },
  ];
}

const genderLabels = { male: 'man', female: 'vrouw', x: 'x' } as const;

/** The club's copy of a membership application (reply-to the applicant) and the applicant's confirmation. */
export function applicationMails(
  config: MailConfig,
  to: string[],
  application: MemberApplication,
  memberId: number,
): EnqueueInput[] {
  const a = application.address;
  const details = [
    `Naam:          ${application.firstName} ${application.lastName}`,
    `Geboortedatum: ${application.dateOfBirth}`,
    `Geslacht:      ${genderLabels[application.gender]}`,
    `E-mail:        ${application.email}`,
    `Telefoon:      ${application.phoneNumber ?? '-'}`,
    `Adres:         ${a.street} ${a.houseNumber}${a.busNumber ? ` bus ${a.busNumber}` : ''}, ${a.postalCode} ${a.city}, ${a.country}`,
    `Opmerkingen:   ${application.remarks ?? '-'}`,
  ];
  const name = `${application.firstName} ${application.lastName}`;
  const toClub = to.map((address) =>
    textMail(address, application.email, `Nieuwe lidmaatschapsaanvraag: ${name}`, [
      `Er is een nieuwe lidmaatschapsaanvraag binnengekomen via ${config.publicUrl}.`,
      '',
      ...details,
      '',
      `De aanvrager staat als niet-actief lid in Ledenbeheer (lid ${memberId}): zet het lid op actief wanneer de aanvraag in orde is.`,
    ]),
  );
  const confirmation = textMail(application.email, to[0] ?? null, `Je lidmaatschapsaanvraag bij ${config.clubName}`, [
    `Dag ${application.firstName},`,
    '',
    'Uw lidmaatschapsaanvraag is verstuurd. We bekijken ze zo snel mogelijk en laten je iets weten.',
    '',
    'Dit hebben we ontvangen:',
    ...details,
    '',
    signature(config),
  ]);
  return [
    ...toClub.map((mail) => ({ kind: 'application' as const, message: mail })),
    { kind: 'application-confirmation', message: confirmation },
  ];
}
