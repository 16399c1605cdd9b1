import type { Config } from '../../config';
import type { ContactMessage, MemberApplication, OutgoingMail } from '../../contracts';

type MailConfig = Pick<Config, 'clubName' | 'publicUrl'>;
type Person = { firstName: string; lastName: string; email: string | null };

const signature = (config: MailConfig) => `Met vriendelijke groeten,\n${config.clubName}\n${config.publicUrl}`;

/** A new administrator's password, sent once; the queue forgets it after sending. */
export function adminPasswordMail(config: MailConfig, member: Person, password: string): OutgoingMail {
  return {
    to: member.email ?? '',
    replyTo: null,
    subject: `Je bent beheerder van de website van ${config.clubName}`,
    text: [
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
    ].join('\n'),
    html: null,
    headers: {},
  };
}

export function contactMails(config: MailConfig, to: string[], message: ContactMessage): OutgoingMail[] {
  const toClub = to.map((address) => ({
    to: address,
    replyTo: message.email,
    subject: `Contactformulier: ${message.name}`,
    text: [
      `Nieuw bericht via het contactformulier van ${config.publicUrl}:`,
      '',
      `Naam:   ${message.name}`,
      `E-mail: ${message.email}`,
      '',
      message.text,
      '',
      'Antwoorden kan rechtstreeks op deze e-mail.',
    ].join('\n'),
    html: null,
    headers: {},
  }));
  const confirmation: OutgoingMail = {
    to: message.email,
    replyTo: to[0] ?? null,
    subject: `Bedankt voor je bericht aan ${config.clubName}`,
    text: [
      `Dag ${message.name},`,
      '',
      'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
      '',
      'Je bericht:',
      ...message.text.split('\n').map((line) => `> ${line}`),
      '',
      signature(config),
    ].join('\n'),
    html: null,
    headers: {},
  };
  return [...toClub, confirmation];
}

const genderLabels = { male: 'man', female: 'vrouw', x: 'x' } as const;

export function applicationMails(
  config: MailConfig,
  to: string[],
  application: MemberApplication,
  memberId: number,
): OutgoingMail[] {
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
  const toClub = to.map((address) => ({
    to: address,
    replyTo: application.email,
    subject: `Nieuwe lidmaatschapsaanvraag: ${application.firstName} ${application.lastName}`,
    text: [
      `Er is een nieuwe lidmaatschapsaanvraag binnengekomen via ${config.publicUrl}.`,
      '',
      ...details,
      '',
      `De aanvrager staat als niet-actief lid in Ledenbeheer (lid ${memberId}): zet het lid op actief wanneer de aanvraag in orde is.`,
    ].join('\n'),
    html: null,
    headers: {},
  }));
  const confirmation: OutgoingMail = {
    to: application.email,
    replyTo: to[0] ?? null,
    subject: `Je lidmaatschapsaanvraag bij ${config.clubName}`,
    text: [
      `Dag ${application.firstName},`,
      '',
      `Uw lidmaatschapsaanvraag is verstuurd. We bekijken ze zo snel mogelijk en laten je iets weten.`,
      '',
      'Dit hebben we ontvangen:',
      ...details,
      '',
      signature(config),
    ].join('\n'),
    html: null,
    headers: {},
  };
  return [...toClub, confirmation];
}
