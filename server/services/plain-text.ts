import { createRequire } from 'node:module';
import type { Parser as HtmlParser } from 'htmlparser2';

// Required on first use: only pages with rich text in their head need the parser.
const require = createRequire(import.meta.url);
let Parser: typeof HtmlParser | undefined;

// Block ends and line breaks: a space after each, so words of two paragraphs stay apart.
const spacedTags = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'blockquote', 'pre', 'br']);

/**
 * Stored rich text as one line of text, entities decoded and white space collapsed: the same
 * text the web app reads from the DOM (web/lib/plain-text.ts), so both describe a page alike.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  Parser ??= (require('htmlparser2') as { Parser: typeof HtmlParser }).Parser;
  let text = '';
  const parser = new Parser({
    ontext(chunk) {
      text += chunk;
    },
    onclosetag(name) {
      if (spacedTags.has(name)) text += ' ';
    },
  });
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}
