import {
  adminLoginPath,
  adminPaths,
  type ContactMessage,
  type MemberApplication,
  type OutgoingMail,
} from '../../contracts';
import type { EnqueueInput } from './queue-options';

/** The club's name of this moment (server/settings/club-site.ts) and PUBLIC_URL. */
export type MailConfig = { clubName: string; publicUrl: string };
type Person = { firstName: string; lastName: string; email: string | null };

const signature = (config: MailConfig) => `Met vriendelijke groeten,\n${config.clubName}\n${config.publicUrl}`;

/** A plain-text mail from its lines. */
function textMail(to: string, replyTo: string | null, subject: string, lines: string[]): OutgoingMail {
  return { to, replyTo, subject, text: lines.join('\n'), html: null, headers: {} };
}

/**
 * A new administrator's link to choose a password (single use, 7 days). Made when it is sent, with a
 * code made then: the queue keeps no message for it (server/members/promotion-mail.ts).
 */
export function setPasswordMail(config: MailConfig, member: Person, link: string): OutgoingMail {
  return textMail(member.email ?? '', null, `Je bent beheerder van de website van ${config.clubName}`, [
    `Dag ${member.firstName},`,
    '',
    `Je bent nu beheerder van de website van ${config.clubName}.`,
    'Kies je wachtwoord via deze link. Ze werkt één keer en blijft 7 dagen geldig:',
    '',
    `  ${link}`,
    '',
    `Daarna meld je je aan op ${config.publicUrl}${adminLoginPath} met je e-mailadres (${member.email ?? ''}) en dat wachtwoord.`,
    'Verlopen? Kies dan “Wachtwoord vergeten?” op de aanmeldpagina: je krijgt een nieuwe link.',
    '',
    signature(config),
  ]);
}

/**
 * "Wachtwoord vergeten?": a link to choose a new password (single use, one hour). Made when it is sent,
 * with a code made then, as the promotion's (server/auth/reset-mail.ts).
 */
export function passwordResetMail(config: MailConfig, member: Person, link: string): OutgoingMail {
  return textMail(member.email ?? '', null, `Nieuw wachtwoord voor de website van ${config.clubName}`, [
    `Dag ${member.firstName},`,
    '',
    `Er werd een nieuw wachtwoord gevraagd voor je beheerdersaccount op de website van ${config.clubName}.`,
    'Kies een nieuw wachtwoord via deze link. Ze werkt één keer en is één uur geldig:',
    '',
    `  ${link}`,
    '',
    `Daarna meld je je aan op ${config.publicUrl}${adminLoginPath} met je e-mailadres (${member.email ?? ''}) en je nieuwe wachtwoord.`,
    '',
    'Heb je dit niet gevraagd? Dan hoef je niets te doen: je wachtwoord blijft wat het was.',
    '',
    signature(config),
  ]);
}

const receivedDate = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' });

/** A typed value in a header line (a subject): no line breaks or other control characters. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ');

/** Who sends a form in: what the club's copy needs, and whether the sender gets a confirmation. */
export type FormReceipt = { receivedAt: Date; confirm: boolean };

/**
 * The confirmation to whoever filled in a form quotes nothing they typed, not even a name:
 * anyone can type someone else's address, and the club must not carry their text into that
 * person's inbox. A fixed thank-you, the date, and what happens next.
 */
function confirmationMail(
  config: MailConfig,
  to: string,
  replyTo: string | null,
  subject: string,
  lines: string[],
): OutgoingMail {
  return textMail(to, replyTo, subject, ['Dag,', '', ...lines, '', signature(config)]);
}

/** The club's copy of a contact message (reply-to the sender, the text quoted) and the sender's confirmation. */
export function contactMails(
  config: MailConfig,
  to: string[],
  message: ContactMessage,
  receipt: FormReceipt,
): EnqueueInput[] {
  const toClub = to.map((address) =>
    textMail(address, message.email, `Contactformulier: ${oneLine(message.name)}`, [
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
  const confirmation = confirmationMail(
    config,
    message.email,
    to[0] ?? null,
    `Bedankt voor je bericht aan ${config.clubName}`,
    [
      'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
      '',
      `We ontvingen je bericht via ${config.publicUrl} op ${receivedDate.format(receipt.receivedAt)}. ` +
        'Iemand van de club leest het en antwoordt op dit e-mailadres.',
      '',
      'Heb je ons niets gestuurd? Dan vulde iemand anders je e-mailadres in. Je hoeft niets te doen.',
    ],
  );
  return [
    ...toClub.map((mail) => ({ kind: 'contact' as const, message: mail })),
    ...(receipt.confirm ? [{ kind: 'contact-confirmation' as const, message: confirmation }] : []),
  ];
}

const genderLabels = { male: 'man', female: 'vrouw', x: 'x' } as const;

/** The club's copy of a membership application (reply-to the applicant, every field) and the applicant's confirmation. */
export function applicationMails(
  config: MailConfig,
  to: string[],
  application: MemberApplication,
  applicationId: number,
  receipt: FormReceipt,
): EnqueueInput[] {
  const a = application.address;
  const name = `${application.firstName} ${application.lastName}`;
  const toClub = to.map((address) =>
    textMail(address, application.email, `Nieuwe lidmaatschapsaanvraag: ${oneLine(name)}`, [
      `Er is een nieuwe lidmaatschapsaanvraag binnengekomen via ${config.publicUrl}.`,
      '',
      `Naam:          ${name}`,
      `Geboortedatum: ${application.dateOfBirth}`,
      `Geslacht:      ${genderLabels[application.gender]}`,
      `E-mail:        ${application.email}`,
      `Telefoon:      ${application.phoneNumber ?? '-'}`,
      `Adres:         ${a.street} ${a.houseNumber}${a.busNumber ? ` bus ${a.busNumber}` : ''}, ${a.postalCode} ${a.city}, ${a.country}`,
      `Opmerkingen:   ${application.remarks ?? '-'}`,
      '',
      `De aanvraag (nummer ${applicationId}) wacht in het beheer bij Aanvragen, om te aanvaarden of te weigeren:`,
      `${config.publicUrl}${adminPaths.applications}`,
    ]),
  );
  const confirmation = confirmationMail(
    config,
    application.email,
    to[0] ?? null,
    `Je lidmaatschapsaanvraag bij ${config.clubName}`,
    [
      'Uw lidmaatschapsaanvraag is verstuurd.',
      '',
      `We ontvingen je aanvraag via ${config.publicUrl} op ${receivedDate.format(receipt.receivedAt)}. ` +
        'Het bestuur bekijkt ze en laat je via dit e-mailadres weten wanneer je lidmaatschap in orde is.',
      '',
      'Heb je geen aanvraag ingediend? Dan vulde iemand anders je e-mailadres in. ' +
        'Antwoord op deze e-mail, dan verwijderen we de aanvraag.',
    ],
  );
  return [
    ...toClub.map((mail) => ({ kind: 'application' as const, message: mail })),
    ...(receipt.confirm ? [{ kind: 'application-confirmation' as const, message: confirmation }] : []),
  ];
}
