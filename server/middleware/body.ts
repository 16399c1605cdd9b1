import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { AppError, BadRequestError, PayloadTooLargeError } from '../errors';

export const bodyTexts = {
  tooLarge: 'De aanvraag is te groot (maximaal 1 MB).',
  badJson: 'De gegevens zijn geen geldige JSON.',
} as const;

/**
 * JSON (also a bare number, as the board-order call sends), plain text and forms (one-click
 * unsubscribe), at most 1 MB. Multipart is left to the upload middleware.
 */
export function parseBody(types: Array<'json' | 'text' | 'form'> = ['json', 'text', 'form']): Middleware {
  const parse = bodyParser({
    enableTypes: types,
    jsonLimit: '1mb',
    textLimit: '1mb',
    formLimit: '1mb',
    jsonStrict: false,
    onError(error) {
      const status = (error as { status?: unknown }).status;
      if (status === 413) throw new PayloadTooLargeError(bodyTexts.tooLarge);
      if (status === 400) throw new BadRequestError(bodyTexts.badJson);
      if (typeof status === 'number' && status >= 400 && status < 500) throw new AppError(status, bodyTexts.badJson);
      throw error;
    },
  });
  return (ctx, next) =>
    parse(ctx, () => {
      // Non-strict JSON reads an empty body as ''; an empty body means "no fields", as without a type.
      if (ctx.request.body === '') ctx.request.body = {};
      return next();
    });
}
