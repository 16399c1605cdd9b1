import type { OutgoingMail, SettingsData } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import type { ClubSite } from '../settings/club-site';

/** Who the mail goes to, and where an answer goes (the club's address, when it has one). */
type Addressee = { firstName: string; email: string; replyTo: string | null };

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/** The mail's paragraphs as plain text and as simple HTML; a line break inside a paragraph stays one. */
function politeMail(club: ClubSite, to: Addressee, subject: string, paragraphs: string[]): OutgoingMail {
  const all = [
    `Beste ${to.firstName},`,
    ...paragraphs,
    `Met vriendelijke groeten,\n${club.clubName}\n${club.publicUrl}`,
  ];
  const html = [
    '<!doctype html><html lang="nl"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px 20px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2a1f">',
    ...all.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`),
    '</body></html>',
  ].join('\n');
  return { to: to.email, replyTo: to.replyTo, subject, text: all.join('\n\n'), html, headers: {} };
}

/** How to pay the yearly fee, when the settings say both the amount and the account. */
function feeParagraph(membership: SettingsData['membership']): string[] {
  if (membership.yearlyFee === null || membership.iban === '') return [];
  const holder = membership.accountHolder ? ` op naam van ${membership.accountHolder}` : '';
  return [
    `Het lidgeld bedraagt ${euro.format(membership.yearlyFee)} per jaar. U kunt het overschrijven op ` +
      `rekening ${membership.iban}${holder}, met uw naam in de mededeling.`,
  ];
}

/** The welcome of an accepted applicant. */
export function welcomeMail(club: ClubSite, membership: SettingsData['membership'], to: Addressee): OutgoingMail {
  return politeMail(club, to, `Welkom bij ${club.clubName}`, [
    `Goed nieuws: uw aanvraag om lid te worden van ${club.clubName} is aanvaard. Van harte welkom bij de club!`,
    ...feeParagraph(membership),
    `Op ${club.publicUrl} vindt u onze volgende wandeltochten en het laatste nieuws van de club. ` +
      'We kijken ernaar uit u op een van onze tochten te ontmoeten.',
    'Hebt u een vraag? Antwoord gerust op deze e-mail.',
  ]);
}

/** The polite answer to a refused applicant, with the board's reason when it gave one. */
export function refusalMail(club: ClubSite, to: Addressee, reason: string | null): OutgoingMail {
  return politeMail(club, to, `Uw lidmaatschapsaanvraag bij ${club.clubName}`, [
    `Hartelijk dank voor uw interesse in ${club.clubName}. Het bestuur heeft uw aanvraag bekeken, ` +
      'en we kunnen u helaas niet als lid aanvaarden.',
    ...(reason ? [`Het bestuur geeft daarbij de volgende toelichting:\n${reason}`] : []),
    'Hebt u vragen over deze beslissing? Antwoord gerust op deze e-mail. ' +
      'We wensen u nog veel mooie wandelingen toe.',
  ]);
}
