import { createRequire } from 'node:module';
import type { Parser as HtmlParser } from 'htmlparser2';

// Required on first use, not at start: plain text (calendars, page heads) needs only the parser,
// and a server that serves walkers all day should not carry more in memory than it uses.
const require = createRequire(import.meta.url);
let Parser: typeof HtmlParser | undefined;

/** htmlparser2's Parser, loaded on first use. */
export function loadParser(): typeof HtmlParser {
  Parser ??= (require('htmlparser2') as { Parser: typeof HtmlParser }).Parser;
  return Parser;
}
