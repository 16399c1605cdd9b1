/**
 * How many pages that do not exist the server renders: a few at once, then a steady trickle
 * (a token bucket on the app's clock). Made-up URLs are never kept (each would be its own page),
 * so without a bound a flood of them (a scanner, a broken crawler) costs a render each, a few ms
 * of the one core. Beyond the bound such a page goes out as the app shell with its head and its
 * 404: the browser shows the not-found page itself, as it did before pages were rendered.
 */
export function renderBudget(now: () => Date, { burst, perSecond }: { burst: number; perSecond: number }) {
  let tokens = burst;
  let filledAt = now().getTime();
  /** Whether one more render fits now; takes it when it does. */
  return (): boolean => {
    const at = now().getTime();
    // A clock set back refills nothing and takes nothing away.
    tokens = Math.min(burst, tokens + (Math.max(0, at - filledAt) / 1000) * perSecond);
    filledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
