import { shortText } from '../../server/contracts/page-heads';

const entity = /&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi;
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text outside tags, in one pass; a quoted attribute value is read whole (a '>' inside one does not end its tag). */
function withoutTags(html: string): string {
  let text = '';
  let inTag = false;
  let quote = '';
  for (const char of html) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (inTag) {
      if (char === '"' || char === "'") quote = char;
      else if (char === '>') inTag = false;
    } else if (char === '<') inTag = true;
    else text += char;
  }
  return text;
}

function decoded(match: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#')) {
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return named[lower] ?? match;
}

/**
 * The text of sanitized HTML, white space collapsed: the same in the browser and in the server's
 * render of a page (which has no DOM), so both decide alike whether a walk has a report. The
 * server's own reading for heads and feeds is server/infra/rich-text/plain-text.ts.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Blocks run together without markup: a space after each block and line break keeps words apart.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return withoutTags(spaced).replace(entity, decoded).replace(/\s+/g, ' ').trim();
}

/** The text of sanitized HTML cut to about `maxLength` characters, for a meta description. */
export function plainText(html: string | null | undefined, maxLength = 160): string {
  return shortText(htmlToText(html), maxLength);
}
