import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

// Required on first use, not at start: only admin writes and mails need the sanitizer (with postcss),
// and a server that serves walkers all day should not carry it in memory.
const require = createRequire(import.meta.url);
let sanitizer: { sanitizeHtml: typeof SanitizeHtml; options: SanitizeHtml.IOptions } | undefined;
function loadSanitizer() {
  if (!sanitizer) {
    const sanitizeHtml = require('sanitize-html') as typeof SanitizeHtml;
    sanitizer = { sanitizeHtml, options: makeOptions(sanitizeHtml) };
  }
  return sanitizer;
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
