import type { Logger } from './logger';

export const processGuardTexts = {
  uncaught: 'Onverwachte fout; de server draait verder:',
  unhandled: 'Onverwachte fout in een belofte; de server draait verder:',
} as const;

/**
 * An error nobody caught is logged, and the server goes on. One request's fault (a stream that broke
 * when its client left, a library's stray 'error' event) must not take the club's site down for every
 * visitor, nor be a way to reset the login and setup throttles, which live in memory. The store needs no
 * exception here: its writes either land whole or are refused to their caller, so memory and disk agree.
 */
export function keepRunning(log: Pick<Logger, 'error'>, target: NodeJS.Process = process): void {
  target.on('uncaughtException', (error) => log.error(processGuardTexts.uncaught, error));
  target.on('unhandledRejection', (reason) => log.error(processGuardTexts.unhandled, reason));
}
