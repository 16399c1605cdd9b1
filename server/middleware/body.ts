import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { AppError, BadRequestError, PayloadTooLargeError, UnsupportedMediaError } from '../errors';

export const bodyTexts = {
  tooLarge: 'De aanvraag is te groot (maximaal 1 MB).',
  badJson: 'De gegevens zijn geen geldige JSON.',
  badEncoding: 'De gegevens konden niet uitgepakt worden: ze zijn niet ingepakt zoals de Content-Encoding-header zegt.',
  unsupportedEncoding:
    'Deze Content-Encoding wordt niet aanvaard: stuur de gegevens zonder, of met gzip, deflate of br.',
} as const;

type BodyError = { status?: unknown; code?: unknown; errno?: unknown };

/** zlib and brotli name their complaints about broken input Z_… and ERR__ERROR_…; they carry no status. */
const isUnpackError = ({ code, errno }: BodyError) =>
  typeof errno === 'number' && typeof code === 'string' && /^(Z_|ERR__ERROR_)/.test(code);

/** The parser's complaint as a client error with a Dutch sentence; anything else is ours and stays a 500. */
function bodyError(error: unknown): unknown {
  const details = (error ?? {}) as BodyError;
  if (isUnpackError(details)) return new BadRequestError(bodyTexts.badEncoding);
  const { status } = details;
  if (status === 413) return new PayloadTooLargeError(bodyTexts.tooLarge);
  // The parser reads every body as UTF-8, whatever charset it names: a 415 is an unknown coding.
  if (status === 415) return new UnsupportedMediaError(bodyTexts.unsupportedEncoding);
  if (status === 400) return new BadRequestError(bodyTexts.badJson);
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError(status, bodyTexts.badJson);
  return error;
}

/**
 * Bodies of at most 1 MB. The admin gate takes JSON (also a bare number, as the board-order call
 * sends), plain text and forms; the public forms take JSON only (public-form.ts). The one-click
 * unsubscribe reads no body at all. Multipart is left to the upload middleware.
 */
export function parseBody(types: Array<'json' | 'text' | 'form'> = ['json', 'text', 'form']): Middleware {
  const parse = bodyParser({
    enableTypes: types,
    jsonLimit: '1mb',
    textLimit: '1mb',
    formLimit: '1mb',
    jsonStrict: false,
    onError(error) {
      throw bodyError(error);
    },
  });
  return (ctx, next) =>
    parse(ctx, () => {
      // Non-strict JSON reads an empty body as ''; an empty body means "no fields", as without a type.
      if (ctx.request.body === '') ctx.request.body = {};
      return next();
    });
}
