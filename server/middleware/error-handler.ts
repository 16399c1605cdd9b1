import type { Middleware } from 'koa';
import { AppError, ConflictError } from '../errors';

export const genericMessages: Record<number, string> = {
  400: 'De aanvraag is ongeldig.',
  401: 'Je bent niet aangemeld.',
  403: 'Je hebt hier geen toegang toe.',
  404: 'Niet gevonden.',
  405: 'Deze actie is hier niet toegelaten.',
  413: 'De aanvraag is te groot.',
  415: 'Dit soort inhoud wordt niet aanvaard.',
  428: 'Deze wijziging mist de versie waarop ze steunt (If-Match). Laad opnieuw en probeer nog eens.',
  429: 'Te veel aanvragen. Probeer het straks opnieuw.',
  501: 'Deze aanvraagmethode kent de server niet.',
};

export const serverErrorMessage = 'Er ging iets mis op de server. Probeer het later opnieuw.';

type HttpishError = { status?: unknown; expose?: unknown };

/**
 * First in the chain: every error becomes `{message, errors?}` JSON. Our own AppErrors carry
 * their Dutch message; client errors from Koa's parts (bad JSON, too large) get a generic Dutch
 * one; anything else is logged and answered as a 500 without its details.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers ?? {});
        ctx.body = {
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error instanceof ConflictError && error.current !== undefined ? { current: error.current } : {}),
        };
        return;
      }
      const { status, expose } = (error ?? {}) as HttpishError;
      if (typeof status === 'number' && status >= 400 && status < 500 && expose !== false) {
        ctx.status = status;
        ctx.body = { message: genericMessages[status] ?? genericMessages[400] };
        return;
      }
      ctx.status = 500;
      ctx.body = { message: serverErrorMessage };
      ctx.app.emit('error', error, ctx);
    }
  };
}
