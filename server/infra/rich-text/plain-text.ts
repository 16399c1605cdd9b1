import { trimEndOf } from '../../contracts';
import { loadParser } from './html-parser';

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

const blockTags = new Set(['p', 'h2', 'h3', 'blockquote', 'pre', 'ul', 'ol', 'table']);
const breakRank = ['', ' ', '\n', '\n\n'];

/** Plain text of sanitized HTML: blank lines between blocks, "- " for list items, links spelled out. */
export function toPlain(clean: string): string {
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
