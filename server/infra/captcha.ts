import { z } from 'zod';
import { AnswerTooLarge, readBoundedJson } from './bounded-json';
import type { Logger } from '../logger';
import { BadRequestError } from '../errors';

export const captchaTexts = {
  missing: 'De beveiligingscontrole ontbreekt. Laad de pagina opnieuw en probeer het nog eens.',
  refused: 'De beveiligingscontrole is mislukt. Probeer het later opnieuw of neem contact op via e-mail.',
} as const;

export type Captcha = {
  /** False when no secret is configured: forms then go through unchecked. */
  enabled: boolean;
  /** Resolves when the token passes (or cannot be checked); throws a BadRequestError otherwise. */
  verify(token: string | null | undefined, action: string, remoteIp?: string): Promise<void>;
};

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().max(100).optional(),
  'error-codes': z.array(z.string().max(100)).max(20).optional(),
});
/** Google's answer is a few hundred bytes. */
const maxAnswerBytes = 16_000;
type Answer = z.infer<typeof answerSchema>;

/** Score-based reCAPTCHA, checked on the server with the secret. */
export function createCaptcha(options: {
  secret: string | undefined;
  minScore: number;
  verifyUrl: string;
  log: Logger;
  timeoutMs?: number;
}): Captcha {
  const { secret, minScore, verifyUrl, log, timeoutMs = 5000 } = options;

  /** The verification answer, or undefined when the service cannot be reached or answers nonsense. */
  async function ask(form: URLSearchParams): Promise<Answer | undefined> {
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        log.warn(`Beveiligingscontrole niet bereikbaar (antwoord ${response.status}); formulier toch aanvaard.`);
        return undefined;
      }
      const parsed = answerSchema.safeParse(await readBoundedJson(response, maxAnswerBytes));
      if (parsed.success) return parsed.data;
      log.warn('Beveiligingscontrole gaf een onverwacht antwoord; formulier toch aanvaard.');
    } catch (error) {
      const { name, message, cause } = (error ?? {}) as { name?: string; message?: string; cause?: { code?: string } };
      const reason =
        name === 'TimeoutError'
          ? `geen antwoord binnen ${timeoutMs} ms`
          : error instanceof SyntaxError
            ? 'antwoord is geen JSON'
            : error instanceof AnswerTooLarge
              ? error.message
              : (cause?.code ?? message ?? String(error));
      log.warn(`Beveiligingscontrole niet bereikbaar (${reason}); formulier toch aanvaard.`);
    }
    return undefined;
  }

  return {
    enabled: Boolean(secret),
    async verify(token, action, remoteIp) {
      if (!secret) return;
      if (!token?.trim()) throw new BadRequestError(captchaTexts.missing);
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      const answer = await ask(form);
      // A visitor must not be locked out because Google is down; the rate limit still applies.
      if (!answer) return;
      // Score-based keys always send score and action; a missing one counts as a failure.
      if (!answer.success || answer.score === undefined || answer.score < minScore || answer.action !== action) {
        throw new BadRequestError(captchaTexts.refused);
      }
    },
  };
}
