import type { Address, ApplicationStatus, MailData, MemberRole } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import type { MemberPrivacyExport } from './privacy-records';

/** "Gegevens exporteren" as a page a member can read (GDPR): the same data as the JSON, in Dutch. */

const texts = {
  title: (name: string) => `Gegevens van ${name}`,
  intro: (club: string, at: string) => `Alles wat ${club} over dit lid bijhoudt, op ${at}.`,
  member: 'Lid',
  applications: 'Aanvragen',
  messages: 'Berichten',
  mails: 'E-mails',
  mailsNote: 'De inhoud van een verzonden e-mail bewaart de club niet.',
  payments: 'Betalingen',
  noPayments: 'De club houdt geen betalingen bij.',
  none: 'Geen.',
  yes: 'Ja',
  no: 'Nee',
} as const;

const roleLabels: Record<MemberRole, string> = {
  BOARDMEMBER: 'Bestuurslid',
  MEMBER: 'Lid',
  AID: 'Helper',
  EURAUDAX: 'Euraudax',
  HELPINGMEMBER: 'Helpend Lid',
};
const genderLabels = { male: 'Man', female: 'Vrouw', x: 'X' } as const;
const applicationStatusLabels: Record<ApplicationStatus, string> = {
  nieuw: 'Nieuw',
  aanvaard: 'Aanvaard',
  geweigerd: 'Geweigerd',
};
const mailKindLabels: Record<MailData['kind'], string> = {
  contact: 'Contactbericht aan de club',
  'contact-confirmation': 'Bevestiging van een contactbericht',
  application: 'Lidmaatschapsaanvraag aan de club',
  'application-confirmation': 'Bevestiging van de aanvraag',
  'application-welcome': 'Welkom als lid',
  'application-refusal': 'Antwoord op de aanvraag',
  'member-mail': 'E-mail aan de leden',
  'admin-password': 'Wachtwoord voor het beheer',
  'password-reset': 'Nieuw wachtwoord voor het beheer',
  newsletter: 'Nieuwsbrief',
  'newsletter-test': 'Testnieuwsbrief',
};
const mailStatusLabels: Record<MailData['status'], string> = {
  pending: 'Wacht om verzonden te worden',
  sent: 'Verzonden',
  failed: 'Niet verzonden',
};

const moment = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' });
const day = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'UTC' });

type Cell = string | number | boolean | null | undefined;

/** Every value as escaped text: a name or message can hold anything, also markup. */
function show(value: Cell): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  return escapeHtml(String(value));
}
const when = (iso: string | null) => (iso ? moment.format(new Date(iso)) : null);
const date = (iso: string | null) => (iso ? day.format(new Date(`${iso}T00:00:00.000Z`)) : null);
const address = (a: Address | null) =>
  a
    ? [[a.street, a.houseNumber, a.busNumber && `bus ${a.busNumber}`], [a.postalCode, a.city], [a.country]]
        .map((part) => part.filter(Boolean).join(' '))
        .filter(Boolean)
        .join(', ')
    : null;

function fieldTable(rows: [string, Cell][]): string {
  const body = rows.map(
    ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${show(value)}</td></tr>`,
  );
  return `<table><tbody>${body.join('')}</tbody></table>`;
}

function listTable<T>(items: readonly T[], columns: [string, (item: T) => Cell][]): string {
  if (items.length === 0) return `<p>${texts.none}</p>`;
  const head = columns.map(([label]) => `<th scope="col">${escapeHtml(label)}</th>`).join('');
  const rows = items.map((item) => `<tr>${columns.map(([, value]) => `<td>${show(value(item))}</td>`).join('')}</tr>`);
  return `<div class="wide"><table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

const style = `body{font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;margin:0 0 1.5rem}th,td{border:1px solid #bbb;padding:.3rem .6rem;text-align:left;vertical-align:top}
th{background:#eef3ee}td{white-space:pre-wrap;overflow-wrap:anywhere}.wide{overflow-x:auto}`;

export function privacyExportHtml(data: MemberPrivacyExport): string {
  const m = data.member;
  const name = `${m.firstName} ${m.lastName}`;
  const member = fieldTable([
    ['Lidnummer', m.id],
    ['Voornaam', m.firstName],
    ['Achternaam', m.lastName],
    ['Geboortedatum', date(m.dateOfBirth)],
    ['E-mail', m.email],
    ['Telefoon', m.phoneNumber],
    ['Geslacht', genderLabels[m.gender]],
    ['Adres', address(m.address)],
    ['Rol', roleLabels[m.role]],
    ['Bestuursfunctie', m.boardTitle],
    ['Volgorde in het bestuur', m.boardMemberSortOrder],
    ['Euraudax', m.euraudax],
    ['Euraudax-titel', m.euraudaxTitle],
    ['Clubportaal-ID', m.clubportaal],
    ['Lid sinds', date(m.memberSince)],
    ['Actief', m.active],
    ['Betaald', m.paid],
    ['Afgewerkt', m.finished],
    ['Geen nieuwsbrief', m.newsletterUnsubscribed],
    ['Opmerkingen', m.comments],
    ['Foto', m.photo && `${m.photo.fileName} (${m.photo.cdnUrl})`],
    ['Beheerder', data.administrator],
    ['Vergeten op', when(m.erasedAt)],
    ['Laatst gewijzigd', when(m.updatedAt)],
  ]);
  const applications = listTable(data.applications, [
    ['Ontvangen', (a) => when(a.receivedAt)],
    ['Naam', (a) => `${a.firstName} ${a.lastName}`],
    ['Geboortedatum', (a) => date(a.dateOfBirth)],
    ['E-mail', (a) => a.email],
    ['Telefoon', (a) => a.phoneNumber],
    ['Geslacht', (a) => genderLabels[a.gender]],
    ['Adres', (a) => address(a.address)],
    ['Opmerkingen', (a) => a.remarks],
    ['Status', (a) => applicationStatusLabels[a.status]],
    ['Behandeld op', (a) => when(a.handledAt)],
    ['Reden van weigering', (a) => a.refusalReason],
  ]);
  const messages = listTable(data.contactMessages, [
    ['Ontvangen', (c) => when(c.receivedAt)],
    ['Naam', (c) => c.name],
    ['E-mail', (c) => c.email],
    ['Bericht', (c) => c.text],
    ['Gelezen', (c) => when(c.readAt)],
    ['Gearchiveerd', (c) => when(c.archivedAt)],
  ]);
  const mails = listTable(data.mails, [
    ['Soort', (e) => mailKindLabels[e.kind]],
    ['Onderwerp', (e) => e.subject],
    ['Aan', (e) => e.to],
    ['Status', (e) => mailStatusLabels[e.status]],
    ['Aangemaakt', (e) => when(e.createdAt)],
    ['Verzonden', (e) => when(e.sentAt)],
  ]);
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title(name))}</title><style>${style}</style></head>
<body><main>
<h1>${escapeHtml(texts.title(name))}</h1>
<p>${escapeHtml(texts.intro(data.club, moment.format(new Date(data.exportedAt))))}</p>
<h2>${texts.member}</h2>${member}
<h2>${texts.applications}</h2>${applications}
<h2>${texts.messages}</h2>${messages}
<h2>${texts.mails}</h2><p>${texts.mailsNote}</p>${mails}
<h2>${texts.payments}</h2><p>${texts.noPayments}</p>
</main></body></html>
`;
}
