import type { Config } from '../config';
import type { MailData, OutgoingMail } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import { storedRichTextToPlain } from '../infra/rich-text';
import type { ClubSite } from '../settings/club-site';
import type { ClubSettings } from '../settings/service';
import type { Store, Stored } from '../store';

/** Relative links in the message become absolute: a mail has no base address. */
const absolutize = (html: string, base: string) => html.replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`);

const footer = (club: ClubSite) => `Je krijgt deze e-mail als lid van ${club.clubName}.`;

/**
 * A mail to members as it goes out to every one of them: the message (sanitized already, it holds
 * only what the editor makes) in a plain frame with the club's name, and the same as plain text.
 * Nothing personal and nothing secret: no unsubscribe link with a token, no name, the same for all.
 */
export function renderMemberMail(
  club: ClubSite,
  subject: string,
  cleanMessage: string,
): { html: string; text: string } {
  const message = absolutize(cleanMessage, club.publicUrl);
  const html = [
    '<!doctype html><html lang="nl"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f1">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 20px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2a1f">',
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(club.clubName)}</p>`,
    message,
    '<hr style="border:0;border-top:1px solid #d5dbd3;margin:24px 0 12px">',
    `<p style="margin:0;font-size:13px;color:#4a5a4a">${escapeHtml(footer(club))} `,
    `<a href="${escapeHtml(club.publicUrl)}" style="color:#2f5d2f">${escapeHtml(club.publicUrl)}</a></p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [storedRichTextToPlain(message), '--', footer(club), club.publicUrl].join('\n\n');
  return { html, text };
}

export type MemberMailDeps = {
  config: Pick<Config, 'clubEmail'>;
  store: Store;
  settings: Pick<ClubSettings, 'public'>;
};

/**
 * The queue's composer for kind 'member-mail': the mailing's mail to the member's address of this
 * moment, or null (not sent, said so in the progress) when the member or the address is gone.
 * Answers go to the club's address from the settings, else CLUB_EMAIL.
 */
export async function composeMemberMail(deps: MemberMailDeps, entry: Stored<MailData>): Promise<OutgoingMail | null> {
  const mailing = entry.mailingId === null ? undefined : deps.store.memberMailings.get(entry.mailingId);
  const member = entry.memberId === null ? undefined : deps.store.members.get(entry.memberId);
  if (!mailing || !member?.email) return null;
  const replyTo = deps.settings.public().contact.email || deps.config.clubEmail || null;
  return { to: member.email, replyTo, subject: mailing.subject, html: mailing.html, text: mailing.text, headers: {} };
}
