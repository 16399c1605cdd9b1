import { toPlain } from './plain-text';
import { sanitizeRichText } from './sanitize';

export { nestsTooDeep } from './depth';
export { cleanRichText, richTextInput } from './input';
export { htmlToText } from './plain-text';
export { sanitizeRichText };

/** True when the text has nothing a reader would see, like the editor's empty '<p></p>'. */
export function isBlankRichText(html: string): boolean {
  const clean = sanitizeRichText(html);
  return !clean.includes('<table') && toPlain(clean) === '';
}

/** Plain text for e-mails and descriptions: blank lines between blocks, "- " for list items. */
export function richTextToPlain(html: string): string {
  return toPlain(sanitizeRichText(html));
}

/** The same plain text of rich text read from the store, which was sanitized when it was written. */
export function storedRichTextToPlain(clean: string): string {
  return toPlain(clean);
}
