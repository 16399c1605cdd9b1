/*
 * Trimming in one pass from the ends. The regex way (/\/+$/, /-+$/) is tried from every character of
 * a run in turn, so a run that does not reach the end ('//…//x') costs time quadratic in its length:
 * one long request path could stall the server (ReDoS).
 */

/** `text` without any of the characters in `chars` at its end. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** `text` without any of the characters in `chars` at either end. */
export function trimOf(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text.charAt(start))) start += 1;
  return trimEndOf(text.slice(start), chars);
}

/** A path or URL without its trailing slashes: '/leden//' is '/leden', and '/' is ''. */
export const trimTrailingSlashes = (path: string): string => trimEndOf(path, '/');
