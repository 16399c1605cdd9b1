import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../server/errors';
import { FailureThrottle, waitInWords } from '../../server/infra/failure-throttle';

/** The seconds an attempt is told to wait, or 0 when it may go ahead. */
async function waitFor(throttle: FailureThrottle, key: string): Promise<number> {
  try {
    await throttle.attempt(key);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    expect(error.message).toBe(`Wacht ${waitInWords(Number(error.headers?.['Retry-After']))}.`);
    return Number(error.headers?.['Retry-After']);
  }
}

describe('FailureThrottle', () => {
  // rate-limiter-flexible keeps time with Date.now() and setTimeout: fake timers run the clock.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const rule = { free: 3, windowSeconds: 3600, firstDelaySeconds: 10, maxDelaySeconds: 60 };

  it('lets the free attempts through, then makes each next one wait twice as long, up to the maximum', async () => {
    const throttle = new FailureThrottle(rule, (wait) => `Wacht ${wait}.`);
    for (let attempt = 1; attempt <= 3; attempt++) expect(await waitFor(throttle, 'a')).toBe(0);
    const waits: number[] = [];
    for (const expected of [10, 20, 40, 60, 60]) {
      const wait = await waitFor(throttle, 'a');
      waits.push(wait);
      // Hammering while waiting changes nothing: the same wait, and the next one does not grow from it.
      expect(await waitFor(throttle, 'a')).toBeLessThanOrEqual(wait);
      vi.advanceTimersByTime(wait * 1000);
      expect(await waitFor(throttle, 'a'), `after waiting ${expected} s`).toBe(0);
    }
    expect(waits).toEqual([10, 20, 40, 60, 60]);
  });

  it('keeps keys apart, and forgets a key after a success', async () => {
    const throttle = new FailureThrottle(rule, (wait) => `Wacht ${wait}.`);
    for (let attempt = 1; attempt <= 3; attempt++) await waitFor(throttle, 'a');
    expect(await waitFor(throttle, 'a')).toBe(10);
    expect(await waitFor(throttle, 'b')).toBe(0);
    await throttle.forget('a');
    for (let attempt = 1; attempt <= 3; attempt++) expect(await waitFor(throttle, 'a')).toBe(0);
  });

  it('forgets failures once the window has passed', async () => {
    const throttle = new FailureThrottle(rule, (wait) => `Wacht ${wait}.`);
    for (let attempt = 1; attempt <= 3; attempt++) await waitFor(throttle, 'a');
    vi.advanceTimersByTime(3600 * 1000 + 1);
    for (let attempt = 1; attempt <= 3; attempt++) expect(await waitFor(throttle, 'a')).toBe(0);
  });

  it('says the wait in Dutch words', () => {
    expect(waitInWords(1)).toBe('1 seconde');
    expect(waitInWords(15)).toBe('15 seconden');
    expect(waitInWords(60)).toBe('1 minuut');
    expect(waitInWords(61)).toBe('2 minuten');
    expect(waitInWords(900)).toBe('15 minuten');
  });
});
