import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

export type LimitRule = { points: number; durationSeconds: number };

/** A per-key budget (per IP, per username) kept in memory; over budget answers 429 with Retry-After. */
export class RateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(
    rule: LimitRule,
    private readonly message: string,
  ) {
    this.limiter = new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds });
  }

  /** Spends one point; refuses when that goes over the budget. */
  async hit(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw this.refusal(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** Spends one point when there is one left; answers whether there was, and never refuses. */
  async tryHit(key: string): Promise<boolean> {
    return this.limiter.consume(key).then(
      () => true,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      },
    );
  }

  /** Gives back one point spent in advance, e.g. for an attempt that turned out to succeed. */
  async refund(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints > 0) await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  private refusal(msBeforeNext: number): AppError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError(429, this.message, undefined, { 'Retry-After': String(seconds) });
  }
}
