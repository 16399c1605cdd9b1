import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

export type ThrottleRule = {
  /** Failed attempts allowed without waiting. */
  free: number;
  /** How long failures are remembered, counted from the first (seconds). */
  windowSeconds: number;
  /** The wait after the free attempts; it doubles with each further failure, up to maxDelaySeconds. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
};

/** "12 seconden", "1 minuut", "15 minuten": how long a person has to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 seconde' : `${seconds} seconden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}

/**
 * Failed attempts per key (an address; an address with a username) with growing waits: after
 * `free` failures, each next attempt must wait the first delay, then twice that, … after the one
 * before it. Built on
 * rate-limiter-flexible, like express-brute: one limiter counts the failures, another keeps the
 * wait. An attempt is counted before it is checked, so a burst of parallel guesses cannot all slip
 * through while the first is still being checked; a success forgets the key.
 */
export class FailureThrottle {
  private readonly failures: RateLimiterMemory;
  private readonly waits: RateLimiterMemory;

  constructor(
    private readonly rule: ThrottleRule,
    private readonly message: (wait: string) => string,
  ) {
    this.failures = new RateLimiterMemory({ points: rule.free, duration: rule.windowSeconds });
    this.waits = new RateLimiterMemory({ points: 1, duration: rule.maxDelaySeconds });
  }

  /** Counts an attempt, or refuses it (429 with Retry-After) while the key has to wait. */
  async attempt(key: string): Promise<void> {
    // penalty() and consume() change the count the moment they are called, before any await.
    const { consumedPoints } = await this.failures.penalty(key);
    // The last free attempt and each one after it start a wait before the next one may follow.
    const step = consumedPoints - this.rule.free;
    if (step < 0) return;
    const wait = Math.min(this.rule.maxDelaySeconds, this.rule.firstDelaySeconds * 2 ** step);
    try {
      await this.waits.consume(key, 1, { customDuration: wait });
    } catch (rejection) {
      // Refused unchecked, so not a failure: hammering does not make the wait grow without end.
      await this.failures.reward(key);
      if (rejection instanceof RateLimiterRes) throw this.refusal(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** An attempt counted here that another limit refused, or that succeeded: it was no failure. */
  async giveBack(key: string): Promise<void> {
    const state = await this.failures.get(key);
    if (state && state.consumedPoints > 0) await this.failures.reward(key);
  }

  /** The right password: this key starts over. */
  async forget(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }

  private refusal(msBeforeNext: number): AppError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError(429, this.message(waitInWords(seconds)), undefined, { 'Retry-After': String(seconds) });
  }
}
