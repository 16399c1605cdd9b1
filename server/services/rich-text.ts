import { createRequire } from 'node:module';
import type { Parser as HtmlParser } from 'htmlparser2';
import type SanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { htmlSchema, limitTexts, maxRichTextDepth, trimEndOf, type TextField } from '../contracts';

// Required on first use, not at start: only admin writes and mails need the sanitizer (with postcss),
// and a server that serves walkers all day should not carry it in memory. Plain text (calendars)
// needs only the parser.
const require = createRequire(import.meta.url);
let sanitizer: { sanitizeHtml: typeof SanitizeHtml; options: SanitizeHtml.IOptions } | undefined;
let Parser: typeof HtmlParser | undefined;
function loadSanitizer() {
  if (!sanitizer) {
    const sanitizeHtml = require('sanitize-html') as typeof SanitizeHtml;
    sanitizer = { sanitizeHtml, options: makeOptions(sanitizeHtml) };
  }
  return sanitizer;
}
function loadParser(): typeof HtmlParser {
  Parser ??= (require('htmlparser2') as { Parser: typeof HtmlParser }).Parser;
  return Parser;
}

// The allowlist of ARCHITECTURE.md ("Rich text"): what the Tiptap editor makes, nothing more.
const allowedTags = [
  'p', 'br', 'strong', 'em', 'u', 's', 'code', 'pre', 'blockquote', 'h2', 'h3', 'ul', 'ol', 'li', 'a',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col',
]; // prettier-ignore

// Tiptap writes colwidth as a comma list ("100,150") on cells that span columns.
const integerAttributes: Record<string, RegExp> = {
  colspan: /^\d{1,4}$/,
  rowspan: /^\d{1,4}$/,
  span: /^\d{1,4}$/,
  colwidth: /^\d{1,5}(,\d{1,5})*$/,
};

const makeOptions = (sanitizeHtml: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags,
  allowedAttributes: {
    a: ['href'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['span'],
  },
  allowedSchemes: ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'],
  allowProtocolRelative: false,
  // Written as <col /> rather than <col></col>, which browsers would read as a stray end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  // Their content is code or hidden markup, not text a reader should see; the default list misses most.
  nonTextTags: [
    'script', 'style', 'textarea', 'select', 'option', 'xmp', 'iframe', 'svg', 'math', 'object', 'embed',
    'noscript', 'noembed', 'noframes', 'template', 'title', 'head',
  ], // prettier-ignore
  // Pasted text (Word, other sites) keeps its meaning instead of losing its headings and emphasis.
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    '*': (tagName, attribs) => {
      for (const [name, pattern] of Object.entries(integerAttributes)) {
        const value = attribs[name]?.trim();
        if (value === undefined) continue;
        if (pattern.test(value)) attribs[name] = value;
        else delete attribs[name];
      }
      return { tagName, attribs };
    },
  },
  // A link whose href was refused would render as dead text styled as a link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  // No style is ever kept, so there is no point running postcss over each one.
  parseStyleAttributes: false,
});

/** Cleans editor HTML for storage: the allowlist above, everything else unwrapped or, for code, dropped. */
export function sanitizeRichText(html: string): string {
  const { sanitizeHtml, options } = loadSanitizer();
  let clean = sanitizeHtml(html, options).trim();
  // Unwrapping can leave nesting the parser reshapes on the next read (a <p> inside a <p>);
  // clean until stable so that what we store is exactly what a second save would store.
  for (let pass = 0; pass < 3; pass++) {
    const again = sanitizeHtml(clean, options).trim();
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** True when the text has nothing a reader would see, like the editor's empty '<p></p>'. */
export function isBlankRichText(html: string): boolean {
  const clean = sanitizeRichText(html);
  return !clean.includes('<table') && toPlain(clean) === '';
}

/** Plain text for e-mails and descriptions: blank lines between blocks, "- " for list items. */
export function richTextToPlain(html: string): string {
  return toPlain(sanitizeRichText(html));
}

// Block ends and line breaks: a space after each, so words of two paragraphs stay apart.
const spacedTags = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'blockquote', 'pre', 'br']);

/**
 * Rich text as one line, entities decoded and white space collapsed, for a page's description:
 * the same text the web app reads from the DOM (web/lib/plain-text.ts), so both describe a page alike.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let text = '';
  const parser = new (loadParser())({
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

/** The same plain text of rich text read from the store, which was sanitized when it was written. */
export function storedRichTextToPlain(clean: string): string {
  return toPlain(clean);
}

const blockTags = new Set(['p', 'h2', 'h3', 'blockquote', 'pre', 'ul', 'ol', 'table']);
const breakRank = ['', ' ', '\n', '\n\n'];

function toPlain(clean: string): string {
  let out = '';
  let pending = ''; // the break owed before the next text, so empty blocks add nothing
  let itemStart = -1; // where the current list item's text begins, so its first <p> adds no break
  let listDepth = 0;
  let cellDepth = 0;
  let preDepth = 0;
  const links: { href: string; text: string }[] = [];

  const owe = (wanted: string) => {
    if (out.length === itemStart) return;
    if (breakRank.indexOf(wanted) > breakRank.indexOf(pending)) pending = wanted;
  };
  // Inside a list item or table cell a paragraph is a line or a space, not a new block.
  const oweBlock = () => owe(cellDepth > 0 ? ' ' : listDepth > 0 ? '\n' : '\n\n');
  const write = (text: string) => {
    if (!text) return;
    if (pending && out) out = out.trimEnd() + pending;
    pending = '';
    out += text;
    for (const link of links) link.text += text;
  };

  const parser = new (loadParser())({
    onopentag(name, attribs) {
      if (name === 'li') {
        itemStart = -1;
        owe('\n');
        write(`${'  '.repeat(Math.max(0, listDepth - 1))}- `);
        itemStart = out.length;
      } else if (name === 'tr') {
        owe('\n');
      } else if (name === 'td' || name === 'th') {
        if (pending === ' ') pending = '';
        if (!pending && out && !out.endsWith('\n')) write(' | ');
        cellDepth++;
      } else if (name === 'br') {
        if (cellDepth > 0) owe(' ');
        else out += '\n';
      } else if (name === 'a') {
        links.push({ href: attribs.href ?? '', text: '' });
      } else if (blockTags.has(name)) {
        oweBlock();
      }
      if (name === 'ul' || name === 'ol') listDepth++;
      if (name === 'pre') preDepth++;
    },
    ontext(text) {
      if (preDepth > 0) return write(text);
      const collapsed = text.replace(/\s+/g, ' ');
      write(pending || /^$|\s$/.test(out.slice(-1)) ? collapsed.trimStart() : collapsed);
    },
    onclosetag(name) {
      if (name === 'ul' || name === 'ol') listDepth--;
      if (name === 'pre') preDepth--;
      if (name === 'td' || name === 'th') cellDepth--;
      if (name === 'a') {
        const link = links.pop();
        if (!link) return;
        const text = link.text.trim();
        const bare = (url: string) => url.replace(/^(mailto|tel):/i, '').replace(/\/$/, '');
        if (!text) write(link.href);
        else if (bare(text) !== bare(link.href)) write(` (${link.href})`);
      } else if (name === 'tr') {
        owe('\n');
      } else if (name === 'li' || blockTags.has(name)) {
        oweBlock();
      }
    },
  });
  parser.end(clean);

  return out
    .split('\n')
    .map((line) => trimEndOf(line, ' \t'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

class TooDeep extends Error {}

/**
 * True when the HTML nests deeper than `max`, read by the same parser the sanitizer uses. It stops
 * at the first level too deep: the parser's own work grows with the depth, so a megabyte of open
 * tags would otherwise take seconds.
 */
export function nestsTooDeep(html: string, max = maxRichTextDepth): boolean {
  let depth = 0;
  const parser = new (loadParser())({
    onopentag() {
      depth += 1;
      if (depth > max) throw new TooDeep();
    },
    onclosetag() {
      depth -= 1;
    },
  });
  try {
    parser.end(html);
  } catch (error) {
    if (error instanceof TooDeep) return true;
    throw error;
  }
  return false;
}

/**
 * A rich-text field of an admin write, checked for size and depth; absent is empty. It is not
 * cleaned here: the write's schema calls cleanRichText once every field passed, so a refused
 * write never pays for sanitizing.
 */
export const richTextInput = (field: TextField) =>
  htmlSchema(field)
    .refine((html) => !nestsTooDeep(html), limitTexts.tooDeep(field))
    .nullish()
    .transform((value) => value ?? '');

/**
 * Cleans a checked rich-text field for storage. Cleaning escapes text ('&' becomes '&amp;'), so
 * the result is measured again: what is stored must fit the field too.
 */
export function cleanRichText(html: string, field: TextField, ctx: z.RefinementCtx, path: (string | number)[]): string {
  const clean = sanitizeRichText(html);
  if (clean.length > field.max) ctx.addIssue({ code: 'custom', message: limitTexts.tooLong(field), input: html, path });
  return clean;
}
