import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import fresh from 'fresh';
import type { PublicReadEntry, PublicReads } from './public-reads';

/** Header names and values in one flat list, as node's writeHead takes them. */
export type FlatHeaders = string[];

/** How a public read is answered: the status, its headers after the security headers, and the bytes. */
export type PublicReadAnswer = { status: 200 | 204 | 304; headers: FlatHeaders; body: Buffer | null };

/** The answers of one entry, made once when the entry is new. */
type Prepared = {
  entry: PublicReadEntry;
  plain: PublicReadAnswer;
  gzip: PublicReadAnswer | null;
  notModified: PublicReadAnswer;
};

const json = 'application/json; charset=utf-8';

/** What `ctx.acceptsEncodings('gzip', 'identity')` answers, remembered per header value: clients send few. */
function encodingChooser(): (header: string | undefined) => string | false {
  const chosen = new Map<string, string | false>();
  return (header = '') => {
    let choice = chosen.get(header);
    if (choice === undefined) {
      choice = accepts({ headers: { 'accept-encoding': header } } as never).encodings('gzip', 'identity');
      if (chosen.size >= 64) chosen.clear();
      chosen.set(header, choice);
    }
    return choice;
  };
}

/**
 * The public reads' answers as the app sends them: the security headers, Vary, the ETag, no-cache,
 * the JSON (gzipped when accepted and worth it), or a 304 when the client holds it. Every header
 * list is made once per entry, so a request only picks one. The Koa routes and the fast path in
 * front of Koa both answer from here, so they cannot drift apart.
 */
export function publicReadAnswers(
  reads: PublicReads,
  /** The security headers every answer carries (securityHeaderList, server/middleware/security-headers.ts). */
  security: readonly (readonly [name: string, value: string])[],
) {
  const securityFlat = security.flatMap(([name, value]) => [name, value]);
  const prepared = new Map<string, Prepared>();
  const chooseEncoding = encodingChooser();
  const noContent: PublicReadAnswer = {
    status: 204,
    headers: [...securityFlat, 'Vary', 'Accept-Encoding'],
    body: null,
  };

  function prepare(entry: PublicReadEntry): Prepared {
    const cache = [...securityFlat, 'Vary', 'Accept-Encoding', 'ETag', entry.etag, 'Cache-Control', 'no-cache'];
    const sent = (body: Buffer, encoding: string[]): PublicReadAnswer => ({
      status: 200,
      headers: [...cache, 'Content-Type', json, ...encoding, 'Content-Length', String(body.length)],
      body,
    });
    const gzip = reads.gzipOf(entry);
    return {
      entry,
      plain: sent(entry.body ?? Buffer.alloc(0), []),
      gzip: gzip ? sent(gzip, ['Content-Encoding', 'gzip']) : null,
      notModified: { status: 304, headers: cache, body: null },
    };
  }

  /** The answer to a GET or HEAD of `path` with these request headers; undefined when no public read. */
  return function answer(path: string, headers: IncomingHttpHeaders): PublicReadAnswer | undefined {
    const entry = reads.entry(path);
    if (!entry) return undefined;
    if (entry.body === null) return noContent;
    let ready = prepared.get(path);
    if (ready?.entry !== entry) {
      ready = prepare(entry);
      prepared.set(path, ready);
    }
    if (fresh(headers, { etag: entry.etag })) return ready.notModified;
    return ready.gzip && chooseEncoding(headers['accept-encoding']) === 'gzip' ? ready.gzip : ready.plain;
  };
}

export type AnswerPublicRead = ReturnType<typeof publicReadAnswers>;

/**
 * The public reads answered straight on node's request, before Koa builds a context and runs its
 * middleware: with the same headers and bytes as the Koa routes. The path must match exactly (query
 * aside); any other request, or a read that fails, is left to Koa (false), which answers as always.
 */
export function publicReadFastPath(answer: AnswerPublicRead) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, url = '' } = req;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const query = url.indexOf('?');
    let found: PublicReadAnswer | undefined;
    try {
      found = answer(query === -1 ? url : url.slice(0, query), req.headers);
    } catch {
      return false;
    }
    if (!found) return false;
    res.writeHead(found.status, found.headers);
    if (method === 'GET' && found.body) res.end(found.body);
    else res.end();
    return true;
  };
}
