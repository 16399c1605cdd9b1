import { shortText } from '../../server/contracts/page-heads';

/**
 * The text of sanitized HTML, white space collapsed. DOMParser documents load no images and run
 * no scripts, so this is safe for any HTML. The server reads the same text (server/services/rich-text.ts).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // textContent runs paragraphs together: a space after each block and line break keeps words apart.
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of sanitized HTML cut to about `maxLength` characters, for a meta description. */
export function plainText(html: string | null | undefined, maxLength = 160): string {
  return shortText(htmlToText(html), maxLength);
}
