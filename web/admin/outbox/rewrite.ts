import { pendingMediaPrefix, type QueuedWrite, type RecordRef, type StoredBody } from './db';
import { recordOfWrite } from './record';

/**
 * The outbox's pure parts: rewriting stand-ins (photos and records made offline) to what the server
 * named them, and carrying versions forward. No IndexedDB, no fetch: the unit tests check these
 * directly. Which record a write is about is in record.ts; folding into the cached GETs in fold-answer.ts.
 */

const anyOrigin = 'http://relative.invalid';

/** The path and query of a URL, absolute or relative: the key of the read cache. */
export function pathOf(url: string): string {
  const parsed = new URL(url, anyOrigin);
  return parsed.pathname + parsed.search;
}

/** Stand-ins and what they became: texts (a pending cdnUrl, a uuid) and ids (negative → real). */
export type Rewrites = { texts: [from: string, to: string][]; ids: ReadonlyMap<number, number> };

/** An offline photo's stand-in → the uploaded image. The pending cdnUrl goes before the bare uuid inside it. */
export function imageRewrites(
  standIn: { uuid: string; id: number },
  real: { uuid: string; id: number; cdnUrl: string },
): Rewrites {
  return {
    texts: [
      [`${pendingMediaPrefix}${standIn.uuid}/`, real.cdnUrl],
      [standIn.uuid, real.uuid],
    ],
    ids: new Map([[standIn.id, real.id]]),
  };
}

/** A record created offline → the id the server gave it. */
export function idRewrites(standInId: number, realId: number): Rewrites {
  return { texts: [], ids: new Map([[standInId, realId]]) };
}

export function rewriteText(text: string, rewrites: Rewrites): string {
  let result = text;
  for (const [from, to] of rewrites.texts) result = result.split(from).join(to);
  return result;
}

/** A URL: texts, and path segments that are a stand-in id ('/admin/api/events/-17…/publish'). */
export function rewriteUrl(url: string, rewrites: Rewrites): string {
  return rewriteText(url, rewrites).replace(/\/(-\d+)(?=[/?#]|$)/g, (segment, id: string) => {
    const real = rewrites.ids.get(Number(id));
    return real === undefined ? segment : `/${real}`;
  });
}

/** A JSON value, deeply: strings get the texts, numbers the ids. Answers the same value when nothing changed. */
export function rewriteValue(value: unknown, rewrites: Rewrites): unknown {
  if (typeof value === 'string') return rewriteText(value, rewrites);
  if (typeof value === 'number') return rewrites.ids.get(value) ?? value;
  if (Array.isArray(value)) {
    const items = value.map((item) => rewriteValue(item, rewrites));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (isPlainObject(value)) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const rewritten = rewriteValue(item, rewrites);
      if (rewritten !== item) changed = true;
      return [key, rewritten] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/** A multipart text field: JSON (eventData, memberData) is rewritten as JSON, anything else as text. */
function rewriteFormText(text: string, rewrites: Rewrites): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return rewriteText(text, rewrites);
  }
  const rewritten = rewriteValue(parsed, rewrites);
  return rewritten === parsed ? text : JSON.stringify(rewritten);
}

/** A stored body with its stand-ins replaced; the same object when none occurred. */
export function rewriteBody(body: StoredBody, rewrites: Rewrites): StoredBody {
  if (body.kind === 'json') {
    const value = rewriteValue(body.value, rewrites);
    return value === body.value ? body : { kind: 'json', value };
  }
  if (body.kind === 'form') {
    let changed = false;
    const entries = body.entries.map(([name, value]): (typeof body.entries)[number] => {
      if (typeof value !== 'string') return [name, value];
      const rewritten = rewriteFormText(value, rewrites);
      if (rewritten !== value) changed = true;
      return [name, rewritten];
    });
    return changed ? { kind: 'form', entries } : body;
  }
  return body;
}

/** A record named by a stand-in id, with the real id; the same object when its id is no known stand-in. */
export function rewriteRecord(record: RecordRef, rewrites: Rewrites): RecordRef {
  const real = record.id !== undefined ? rewrites.ids.get(record.id) : undefined;
  return real === undefined ? record : { ...record, id: real };
}

/** A queued write with its stand-ins replaced, or undefined when it named none. */
export function rewriteWrite(write: QueuedWrite, rewrites: Rewrites): QueuedWrite | undefined {
  const url = rewriteUrl(write.url, rewrites);
  const body = rewriteBody(write.body, rewrites);
  const record = write.record ? rewriteRecord(write.record, rewrites) : write.record;
  const standInId = write.standInId !== undefined ? rewrites.ids.get(write.standInId) : undefined;
  if (url === write.url && body === write.body && record === write.record && standInId === undefined) return undefined;
  const rewritten: QueuedWrite = { ...write, url, body };
  if (record !== write.record) rewritten.record = record;
  // The created record now has its real id in the answer; later writes name it by that id.
  if (standInId !== undefined) delete rewritten.standInId;
  return rewritten;
}

/**
 * After a write to a record succeeded with a new version, the later writes to that record that
 * still carry the version it started from get the new one (they were made on the same screen).
 * `from` undefined: a create, whose later writes all follow the new record. Answers the changed writes.
 */
export function chainVersions(
  writes: readonly QueuedWrite[],
  record: Required<RecordRef>,
  from: number | undefined,
  to: number,
): QueuedWrite[] {
  return writes.flatMap((write) => {
    const target = recordOfWrite(write);
    if (!target || target.collection !== record.collection || target.id !== record.id) return [];
    if (write.version === undefined || write.version === to) return [];
    if (from !== undefined && write.version !== from) return [];
    return [{ ...write, version: to }];
  });
}

/** The version in a write's answer or a 409's `current`, when it has one. */
export function versionOf(value: unknown): number | undefined {
  const version = isPlainObject(value) ? value.version : undefined;
  return typeof version === 'number' ? version : undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}
