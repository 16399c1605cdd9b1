/** The long paths the bench sends: the lengths it must bear, and the path shapes timed at each. */

/** The lengths it must bear: 20,000 slashes, 10,000 × 'a/'. */
export const length = 20_000;
/** Node answers 431 to a longer request line (16 KB with the headers), so this is the longest that reaches the app. */
export const longestAdmitted = 16_000;

export function shapes(n: number): { name: string; path: string }[] {
  return [
    { name: 'slashes', path: '/'.repeat(n) },
    { name: 'slashes, then a letter', path: `${'/'.repeat(n)}a` },
    { name: 'a/ repeated', path: `/${'a/'.repeat(n / 2)}` },
    { name: '/leden, then slashes', path: `/leden${'/'.repeat(n)}` },
    { name: '/info/, slashes, a letter', path: `/info/${'/'.repeat(n)}a` },
    { name: '/api/, slashes, a letter', path: `/api/${'/'.repeat(n)}a` },
    { name: '/api/events/, a/ repeated', path: `/api/events/${'a/'.repeat(n / 2)}` },
    { name: '/admin/api/, slashes (no token)', path: `/admin/api${'/'.repeat(n)}` },
    { name: '/media/, slashes, a letter', path: `/media${'/'.repeat(n)}a` },
    { name: 'a file behind x/.. repeated', path: `/${'x/../'.repeat(n / 5)}assets/app.js` },
    { name: 'a long name, then b/.. repeated', path: `/${'a'.repeat(n / 2)}${'/b/..'.repeat(n / 10)}` },
  ];
}
