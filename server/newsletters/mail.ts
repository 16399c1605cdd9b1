import { contrastWithWhite, minimumContrast, variantUrlFor, type NewsletterRecord } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import { richTextToPlain, sanitizeRichText } from '../infra/rich-text';
import type { ClubSite } from '../settings/club-site';

/** Stands in for the personal unsubscribe link until each recipient's mail is composed. */
export const unsubscribePlaceholder = '%%UNSUBSCRIBE_URL%%';

/** Relative links and images in rich text become absolute: a mail has no base address. */
const absolutize = (html: string, base: string) => html.replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`);

/**
 * The band at the top: the club's logo (an absolute JPEG, as every mail program shows one) and its
 * name on its theme colour, in white, or in dark text on a colour too light for white.
 */
function clubHeader(club: ClubSite): string {
  const text = (contrastWithWhite(club.themeColor) ?? 0) >= minimumContrast ? '#ffffff' : '#1f2a1f';
  const logo = club.logoUuid
    ? `<img src="${club.publicUrl}${variantUrlFor(club.logoUuid, '300x300')}" alt="" height="48" style="display:inline-block;height:48px;width:auto;max-width:160px;border:0;vertical-align:middle;margin:0 12px 0 0">`
    : '';
  return (
    `<div style="margin:-24px -20px 20px;padding:16px 20px;background:${club.themeColor};color:${text}">` +
    `${logo}<span style="font-size:18px;font-weight:bold;vertical-align:middle">${escapeHtml(club.clubName)}</span></div>`
  );
}

/**
 * The newsletter as a mail (ARCHITECTURE.md "Mail"): title, intro, blocks in their order with
 * their image as an absolute JPEG variant, outro, and a footer with the unsubscribe link.
 */
export function renderNewsletterMail(
  config: ClubSite,
  newsletter: Pick<NewsletterRecord, 'title' | 'intro' | 'outro' | 'blocks'>,
): { subject: string; html: string; text: string } {
  const base = config.publicUrl;
  const blocks = [...newsletter.blocks].sort((a, b) => a.order - b.order);
  // Cleaned again on the way out: stored HTML may also come from the seed or an import, not only the admin API.
  const section = (html: string) =>
    html ? `<div style="margin:0 0 16px">${absolutize(sanitizeRichText(html), base)}</div>` : '';
  const image = (uuid: string | null) =>
    uuid
      ? `<img src="${base}${variantUrlFor(uuid, '1280x1280')}" alt="" width="560" style="display:block;width:100%;max-width:560px;height:auto;margin:0 0 12px;border:0">`
      : '';
  const footerText = `Je krijgt deze nieuwsbrief als lid van ${config.clubName}.`;

  const html = [
    '<!doctype html><html lang="nl"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(newsletter.title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f1">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 20px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2a1f">',
    clubHeader(config),
    `<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(newsletter.title)}</h1>`,
    section(newsletter.intro),
    ...blocks.map((block) => `<div style="margin:0 0 24px">${image(block.imageId)}${section(block.text)}</div>`),
    section(newsletter.outro),
    '<hr style="border:0;border-top:1px solid #d5dbd3;margin:24px 0 12px">',
    `<p style="margin:0;font-size:13px;color:#4a5a4a">${escapeHtml(footerText)} `,
    `<a href="${unsubscribePlaceholder}" style="color:#2f5d2f">Uitschrijven voor de nieuwsbrief</a></p>`,
    '</div></body></html>',
  ].join('\n');

  const plain = (value: string) => richTextToPlain(absolutize(value, base));
  const text = [
    newsletter.title,
    '='.repeat(Math.min(newsletter.title.length, 60)),
    plain(newsletter.intro),
    ...blocks.map((block) =>
      [block.imageId ? `[Foto: ${base}${variantUrlFor(block.imageId, '1280x1280')}]` : '', plain(block.text)]
        .filter(Boolean)
        .join('\n'),
    ),
    plain(newsletter.outro),
    '--',
    footerText,
    `Uitschrijven: ${unsubscribePlaceholder}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  return { subject: newsletter.title, html, text };
}

/** Fills in one recipient's link; in HTML the & of the query must be escaped. */
export function personalize(mail: { html: string; text: string }, unsubscribeUrl: string) {
  return {
    html: mail.html.replaceAll(unsubscribePlaceholder, escapeHtml(unsubscribeUrl)),
    text: mail.text.replaceAll(unsubscribePlaceholder, unsubscribeUrl),
  };
}
