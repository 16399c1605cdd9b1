import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** `body` as it came over the wire; `json` parsed after undoing its Content-Encoding. */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer; json: unknown };

const unpack: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

function parseJson(bytes: Buffer, coding: string | undefined): unknown {
  try {
    const plain = coding && unpack[coding] ? unpack[coding](bytes) : bytes;
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A request through node:http, headers exactly as given: no Accept-Encoding of its own, no
 * decompression, and values that fetch refuses (odd charsets, latin-1 bytes) go through as sent.
 */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      // A connection of its own: one the server closed after a refused upload is never reused.
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: url.pathname + url.search,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          const json = parseJson(body, incoming.headers['content-encoding']);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body, json });
        });
      },
    );
    outgoing.on('error', reject);
    // Set one by one, so a name or value node:http refuses fails this request, not the test run.
    for (const [name, value] of Object.entries(options.headers ?? {})) outgoing.setHeader(name, value);
    outgoing.end(options.body);
  });
}

export type ExactPathAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/**
 * One request with the path exactly as given: fetch and new URL() resolve `..`, `%2e%2e` and `//`
 * first, so a client's odd spellings of a path need node:http itself.
 */
export function exactPathRequest(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<ExactPathAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text: Buffer.concat(chunks).toString() }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** What came back over one connection: the status line's code (undefined: closed without an answer) and the text. */
export type WireAnswer = { status: number | undefined; text: string };

/**
 * Bytes written to the server exactly as given, with no HTTP client in between: a request line
 * node:http would never send (`CONNECT example.com:443`, `TRACE *`). Resolves when the server
 * closes the connection, so the request should say `Connection: close`.
 */
export function wireRequest(baseUrl: string, bytes: string): Promise<WireAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that drops the connection may reset it: 'close' follows, with what came before.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status === undefined ? undefined : Number(status), text });
    });
    socket.end(bytes);
  });
}
