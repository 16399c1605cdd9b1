import fc from 'fast-check';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { headerText, renderBody, type BodySpec } from './fuzz-values';

/** Headers a client may get wrong, each left out most of the time. */
export type HeaderSpec = {
  contentType?: string;
  contentEncoding?: 'gzip' | 'br' | 'gzip-claimed' | 'zorg';
  ifMatch?: string;
  idempotencyKey?: string;
  acceptEncoding?: string;
  /** The test server trusts a proxy: a new address per request keeps the per-IP limits from closing the forms early. */
  forwardedFor: string;
};

const maybe = <T>(arbitrary: fc.Arbitrary<T>, weight = 3) =>
  fc.oneof({ weight, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const acceptEncoding = fc.oneof(
  fc.constantFrom('identity;q=0, gzip;q=0', 'identity;q=0', '*;q=0', 'br;q=0, gzip;q=0, *;q=0', 'gzip', 'br, gzip'),
  fc.constantFrom('zstd, identity;q=0', 'gzip;q=abc', ',,;;=', 'identity;q=2, *;q=-1'),
  headerText(),
);

export const headerSpec: fc.Arbitrary<HeaderSpec> = fc.record(
  {
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          'application/json; charset=klingon',
          'application/json; charset',
          'application/json;;;=',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'application/vnd.api+json; charset=utf-16',
          '*/*',
          '',
        ),
      },
      { weight: 1, arbitrary: headerText() },
    ),
    contentEncoding: maybe(
      fc.constantFrom<NonNullable<HeaderSpec['contentEncoding']>>('gzip', 'br', 'gzip-claimed', 'zorg'),
    ),
    ifMatch: maybe(fc.oneof(fc.constantFrom('*', '"1"', 'W/"2"', '"99999999999999999999"', '"1", "2"'), headerText())),
    idempotencyKey: maybe(
      fc.oneof(
        headerText(12),
        fc.integer({ min: 199, max: 400 }).map((length) => 'k'.repeat(length)),
        fc.constantFrom('é\u00ff', ' ', 'sleutel;,"'),
      ),
    ),
    acceptEncoding: maybe(acceptEncoding),
    forwardedFor: fc.oneof({ weight: 9, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: headerText() }),
  },
  { requiredKeys: ['contentType', 'forwardedFor'] },
);

/** The body as bytes and the headers that go with it. */
export function renderRequest(headers: HeaderSpec, body: Buffer | string | undefined) {
  const out: Record<string, string> = {};
  let bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (headers.contentType !== undefined) out['Content-Type'] = headers.contentType;
  if (headers.ifMatch !== undefined) out['If-Match'] = headers.ifMatch;
  if (headers.idempotencyKey !== undefined) out['Idempotency-Key'] = headers.idempotencyKey;
  if (headers.acceptEncoding !== undefined) out['Accept-Encoding'] = headers.acceptEncoding;
  out['X-Forwarded-For'] = headers.forwardedFor;
  const coding = headers.contentEncoding;
  if (coding && bytes) {
    out['Content-Encoding'] = coding === 'gzip-claimed' ? 'gzip' : coding;
    if (coding === 'gzip') bytes = gzipSync(bytes);
    if (coding === 'br') bytes = brotliCompressSync(bytes);
  }
  return { headers: out, body: bytes };
}

/** A part of a multipart form: a JSON field or a file. */
export type PartSpec =
  | { kind: 'field'; name: string; body: BodySpec }
  | { kind: 'file'; name: string; fileName: string; content: FileContent };

type FileContent = 'jpeg' | 'half-jpeg' | 'svg' | 'text' | 'empty';

export function partSpec(fields: readonly string[], files: readonly string[], body: fc.Arbitrary<BodySpec>) {
  const name = (known: readonly string[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, fc.string());
  return fc.oneof(
    fc.record({ kind: fc.constant('field' as const), name: name(fields), body }),
    fc.record({
      kind: fc.constant('file' as const),
      name: name(files),
      fileName: fc.oneof(fc.constantFrom('foto.jpg', '../../etc/passwd', 'a"b.png', ''), fc.string({ maxLength: 300 })),
      content: fc.constantFrom<FileContent>('jpeg', 'half-jpeg', 'svg', 'text', 'empty'),
    }),
  );
}

const hostileSvg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';

/** A multipart body; `cut` leaves off the closing boundary, as an aborted upload would. */
export function renderMultipart(parts: PartSpec[], boundary: string, jpeg: Buffer, cut: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    // Quotes and line breaks in a name would end the header early: escaped as browsers do.
    const quoted = (text: string) => text.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
    if (part.kind === 'field') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n`));
      chunks.push(Buffer.from(renderBody(part.body)), Buffer.from('\r\n'));
      continue;
    }
    const bytes = {
      jpeg,
      'half-jpeg': jpeg.subarray(0, jpeg.length >> 1),
      svg: Buffer.from(hostileSvg),
      text: Buffer.from('geen foto'),
      empty: Buffer.alloc(0),
    }[part.content];
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.fileName)}"\r\n` +
          `Content-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  if (!cut) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
