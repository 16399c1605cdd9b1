/**
 * The text of sanitized HTML, white space collapsed. DOMParser documents load no images and run
 * no scripts, so this is safe for any HTML.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // textContent runs paragraphs together: a space after each block and line break keeps words apart.
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of sanitized HTML cut to about `maxLength` characters, for a meta description. */
export function plainText(html: string | null | undefined, maxLength = 160): string {
  const text = htmlToText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // End on a whole word where one ends reasonably close to the limit.
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut}…`;
}
