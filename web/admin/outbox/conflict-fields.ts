import type { QueuedWrite, StoredBody } from './db';
import { writeRecordOf } from './record';
import { isPlainObject } from './rewrite';
import { outboxTexts } from './texts';

/** One row of the conflict dialog's table: the field, the queued value and the server's, as short plain text. */
export type FieldRow = { field: string; mine: string; server: string };

const maxLength = 120;

/**
 * The fields a queued write sets: a JSON object as is; multipart text fields that hold JSON
 * (eventData, memberData) by their fields, other text fields by name, files as their name; a bare
 * value (the board order) under the name of its URL's action ('board-order' → boardOrder).
 */
export function queuedFields(write: Pick<QueuedWrite, 'url' | 'body'>): Record<string, unknown> {
  const body: StoredBody = write.body;
  if (body.kind === 'none') return {};
  if (body.kind === 'json') {
    if (isPlainObject(body.value)) return body.value;
    return { [actionField(write.url)]: body.value };
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of body.entries) {
    if (typeof value !== 'string') {
      fields[name] = { file: value.fileName };
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    if (isPlainObject(parsed)) Object.assign(fields, parsed);
    else fields[name] = value;
  }
  return fields;
}

function actionField(url: string): string {
  const last = new URL(url, 'http://relative.invalid').pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (last === '' || /^-?\d+$/.test(last)) return 'value';
  return last.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The fields that differ between the queued write and the server's `current`, nested objects one level down. */
export function changedFields(write: Pick<QueuedWrite, 'url' | 'body'>, current: unknown): FieldRow[] {
  const server = isPlainObject(current) ? current : {};
  const rows: FieldRow[] = [];
  for (const [key, mine] of Object.entries(queuedFields(write))) {
    if (key === 'id' || key === 'version') continue;
    const theirs = server[key];
    if (isPlainObject(mine) && !isImageLike(mine) && !('file' in mine)) {
      const nested = isPlainObject(theirs) ? theirs : {};
      for (const [sub, value] of Object.entries(mine)) {
        if (!sameValue(value, nested[sub])) {
          rows.push({
            field: `${fieldLabel(key)}: ${fieldLabel(sub)}`,
            mine: shortText(value),
            server: shortText(nested[sub]),
          });
        }
      }
      continue;
    }
    if (!sameValue(mine, theirs))
      rows.push({ field: fieldLabel(key), mine: shortText(mine), server: shortText(theirs) });
  }
  return rows;
}

export function fieldLabel(key: string): string {
  return key === 'value' ? outboxTexts.value : (outboxTexts.fields[key] ?? key);
}

/** What a queued write is about, for the dialog: 'een wandeltocht (Boswandeling)'. */
export function subjectOf(write: Pick<QueuedWrite, 'url' | 'body' | 'record'>, current?: unknown): string {
  const collection = writeRecordOf(write)?.collection.split('/').at(-1) ?? '';
  const subject = outboxTexts.subjects[collection] ?? outboxTexts.subjectFallback;
  const name = nameOf(queuedFields(write)) ?? nameOf(current);
  return name ? outboxTexts.named(subject, name) : subject;
}

function nameOf(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const key of ['name', 'title']) {
    const text = value[key];
    if (typeof text === 'string' && text.trim() !== '') return shortText(text);
  }
  const full = [value.firstName, value.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return full === '' ? undefined : shortText(full);
}

function isImageLike(value: Record<string, unknown>): boolean {
  return typeof value.cdnUrl === 'string' || (typeof value.uuid === 'string' && typeof value.fileName === 'string');
}

/** Compared as the server stores them: an image as its id or cdnUrl, so `banner: 7` equals `banner: {id: 7, …}`. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map(comparable);
  if (isPlainObject(value)) {
    if (isImageLike(value)) return typeof value.id === 'number' ? value.id : value.cdnUrl;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  }
  return value;
}

function sameValue(mine: unknown, theirs: unknown): boolean {
  const a = comparable(mine);
  const b = comparable(theirs);
  if (typeof a === 'number' && isPlainObject(theirs) && isImageLike(theirs)) return a === theirs.id;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value as short plain text: HTML without its tags, long text cut at about 120 characters. */
export function shortText(value: unknown): string {
  if (value === undefined || value === null || value === '') return outboxTexts.empty;
  if (typeof value === 'boolean') return value ? outboxTexts.yes : outboxTexts.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return truncate(plainText(value));
  if (Array.isArray(value)) return value.length === 0 ? outboxTexts.empty : truncate(value.map(shortText).join(', '));
  if (isPlainObject(value)) {
    if (typeof value.file === 'string') return outboxTexts.file(value.file);
    if (isImageLike(value)) return String(value.fileName ?? value.cdnUrl);
    const parts = Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined && item !== '')
      .map(([key, item]) => `${fieldLabel(key)}: ${shortText(item)}`);
    return parts.length === 0 ? outboxTexts.empty : truncate(parts.join(', '));
  }
  return truncate(String(value));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

// Tags as <[^<>]*>, not <[^>]*>: that one takes time quadratic in a run of '<' without a '>'.
function plainText(text: string): string {
  return text
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function truncate(text: string): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
