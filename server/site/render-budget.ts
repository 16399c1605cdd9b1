/**
 * How many pages the server renders: a few at once, then a steady trickle (a token bucket on the
 * app's clock). A render costs a few ms of the one core. Pages are kept under their one spelling
 * (kept-pages.ts), but made-up URLs are never kept, and after every change each page is made again,
 * so without a bound a flood (a scanner, a broken crawler) would cost a render a request. Every
 * render counts, of a page or of a not-found page alike; beyond the bound a page goes out as the app
 * shell with its head and its status, and the browser renders it, as it did before pages were rendered.
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
