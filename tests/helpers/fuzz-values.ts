import fc from 'fast-check';
import { textFields, type TextField } from '../../server/contracts/limits';
import { settingsTextFields } from '../../server/contracts/settings';

/**
 * A JSON value described small and written out only when sent, so a failing case reads as
 * `{kind: 'huge', text: '&', length: 300000}` instead of 300,000 ampersands. Deep nesting is
 * written as text: building it as objects would overflow JSON.stringify's stack.
 */
export type ValueSpec =
  | { kind: 'json'; value: fc.JsonValue }
  | { kind: 'huge'; text: string; length: number }
  | { kind: 'deep'; open: string; close: string; depth: number }
  | { kind: 'raw'; text: string };

/** A body: a base the route takes with a few fields changed, or something else entirely. */
export type BodySpec =
  | { kind: 'fields'; base: Record<string, unknown>; changes: [string, ValueSpec][] }
  | { kind: 'value'; value: ValueSpec }
  | { kind: 'text'; text: string };

/** Characters node:http lets through in a header value (no control characters). */
const headerChar = fc
  .integer({ min: 0x20, max: 0xff })
  .filter((code) => code !== 0x7f)
  .map((c) => String.fromCharCode(c));
export const headerText = (maxLength = 40) => fc.string({ unit: headerChar, maxLength });

/**
 * Lengths at and just over each field's maximum, one that only outgrows a rich-text field once
 * escaped ('&' is stored as '&amp;'), and one past the 1 MB body limit.
 */
const hugeLengths = [
  ...new Set(Object.values(textFields).flatMap((field) => [field.max, field.max + 1])),
  50_000,
  1_100_000,
];

export const valueSpec: fc.Arbitrary<ValueSpec> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json' as const, value })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('huge' as const),
      text: fc.constantFrom('x', '&', '<em>', ' ', 'é', '\u0000', '😀', '<p>a</p>', '\r\n', '\u0085', '\u2028'),
      length: fc.constantFrom(...hugeLengths),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        pair: fc.constantFrom(['[', ']'], ['{"a":', '}'], ['"<blockquote>', '"']),
        depth: fc.constantFrom(31, 1_000, 100_000),
      })
      .map(({ pair, depth }) => ({ kind: 'deep' as const, open: pair[0]!, close: pair[1]!, depth })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('1e400', '-1e400', '1e-400', '-0', '9007199254740993', '123456789012345678901234567890', '0.1e1')
      .map((text) => ({ kind: 'raw' as const, text })),
  },
);

/** The JSON text of a value. */
export function renderValue(spec: ValueSpec): string {
  switch (spec.kind) {
    case 'json':
      return JSON.stringify(spec.value);
    case 'huge':
      return JSON.stringify(spec.text.repeat(Math.ceil(spec.length / spec.text.length)).slice(0, spec.length));
    case 'deep':
      // A nested rich text is one string of open tags; arrays and objects close their levels.
      if (spec.open.startsWith('"')) return JSON.stringify(spec.open.slice(1).repeat(spec.depth));
      return `${spec.open.repeat(spec.depth)}${spec.open === '[' ? '' : 'null'}${spec.close.repeat(spec.depth)}`;
    case 'raw':
      return spec.text;
  }
}

/** Keys a mutation may touch: the base's own, and a few that trouble hand-written code. */
const oddKeys = ['__proto__', 'constructor', 'prototype', 'id', 'version', 'toString', '', 'published'] as const;

/** The limit a body key stands for, where it names a limited field. */
const fieldOf = (key: string): TextField | undefined =>
  (textFields as Record<string, TextField>)[key] ??
  { name: textFields.walkName, text: textFields.contactText, reason: textFields.refusalReason }[key];

/** The field a text at `path` of a body is, where it is one: its limit and whether it may span lines. */
export function fieldAt(path: readonly (string | number)[]): TextField | undefined {
  const key = String(path.at(-1));
  if (path[0] === 'texts') return (settingsTextFields as Record<string, TextField>)[key];
  if (path[0] === 'blocks' && key === 'text') return textFields.blockText;
  return fieldOf(key);
}

/** Characters no one-line field takes: line breaks, tab, C0 and C1 controls, DEL, the Unicode separators. */
export const refusedInLine = [
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u0000',
  '\u0007',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
];
/** Of those, what a multi-line text takes. */
export const takenInText = new Set(['\n', '\r', '\r\n', '\t', '\u2028', '\u2029']);

/** A value for `key`: anything, or for a limited field a text at or one past its maximum. */
function changeOf(key: string): fc.Arbitrary<[string, ValueSpec]> {
  const field = fieldOf(key);
  if (!field) return valueSpec.map((value) => [key, value]);
  const edge = fc.record({
    kind: fc.constant('huge' as const),
    text: fc.constantFrom('x', '&', '<em>', 'é', 'x\n'),
    length: fc.constantFrom(field.max, field.max + 1),
  });
  return fc.oneof(valueSpec, edge).map((value) => [key, value]);
}

export function bodySpec(base: Record<string, unknown>): fc.Arbitrary<BodySpec> {
  const keys = [...new Set([...Object.keys(base), ...oddKeys])];
  const change = fc
    .oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 8 }))
    .chain(changeOf);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(change, { maxLength: 2 }).map((changes) => ({ kind: 'fields' as const, base, changes })),
    },
    { weight: 2, arbitrary: valueSpec.map((value) => ({ kind: 'value' as const, value })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text) => ({ kind: 'text' as const, text })) },
  );
}

/** The body's text: the base's fields, a changed one written with its new value. */
export function renderBody(spec: BodySpec): string {
  if (spec.kind === 'value') return renderValue(spec.value);
  if (spec.kind === 'text') return spec.text;
  const changed = new Map(spec.changes.map(([key, value]) => [key, renderValue(value)]));
  const entries = Object.entries(spec.base)
    .filter(([key]) => !changed.has(key))
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  for (const [key, text] of changed) entries.push(`${JSON.stringify(key)}:${text}`);
  return `{${entries.join(',')}}`;
}
