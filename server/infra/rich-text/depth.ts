import { maxRichTextDepth } from '../../contracts';
import { loadParser } from './html-parser';

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
