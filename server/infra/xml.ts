import { createRequire } from 'node:module';
import type { XMLBuilder } from 'fast-xml-parser';

// Required on first use: sitemaps and feeds are asked for now and then, not on every page view.
const require = createRequire(import.meta.url);
let builder: XMLBuilder | undefined;

/**
 * Writes XML from an object (`@_name` keys are attributes, `#text` an element's text), escaping text
 * and attribute values, with the `<?xml?>` declaration in front.
 */
export function buildXml(document: Record<string, unknown>): string {
  builder ??= new (require('fast-xml-parser') as typeof import('fast-xml-parser')).XMLBuilder({
    ignoreAttributes: false,
    format: true,
    suppressEmptyNode: true,
    // isPermaLink="true" stays a value: a bare attribute is not XML.
    suppressBooleanAttributes: false,
  });
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...document }) as string;
}
