import { describe, expect, it } from 'vitest';
import { isAppPath, trimEndOf, trimOf, trimTrailingSlashes } from '../../server/contracts';
import { calendarFileName } from '../../server/events/calendar';
import { storedRichTextToPlain } from '../../server/infra/rich-text';
import { fileNameOf } from '../../web/admin/lib/admin-api';
import { shortText } from '../../web/admin/outbox/conflict-fields';

/*
 * Inputs shaped to make a super-linear regular expression (ReDoS) run for minutes: a run of one
 * character, then one that makes the match fail. A linear pass takes a millisecond; a quadratic one
 * trips the test timeout, the only clock here. The answers must be the same as for short inputs.
 */
const n = 500_000;

describe('trimming from the ends', () => {
  it('drops trailing slashes only', () => {
    expect(trimTrailingSlashes('/leden//')).toBe('/leden');
    expect(trimTrailingSlashes('/')).toBe('');
    expect(trimTrailingSlashes('')).toBe('');
    expect(trimTrailingSlashes('//a//b')).toBe('//a//b');
    expect(trimTrailingSlashes(`https://club.example${'/'.repeat(n)}`)).toBe('https://club.example');
    expect(trimTrailingSlashes(`${'/'.repeat(n)}a`)).toBe(`${'/'.repeat(n)}a`);
  });

  it('drops the given characters at one or both ends', () => {
    expect(trimOf('--a-b--', '-')).toBe('a-b');
    expect(trimOf('----', '-')).toBe('');
    expect(trimOf(`${'-'.repeat(n)}a${'-'.repeat(n)}`, '-')).toBe('a');
    expect(trimEndOf('a \t \n\t ', ' \t')).toBe('a \t \n');
  });

  it('a walk name of dashes and signs still gives a calendar file name', () => {
    expect(calendarFileName({ name: '-- Houtland tocht! --', startDateTime: '2027-03-28T08:00' })).toBe(
      'houtland-tocht-2027-03-28.ics',
    );
    expect(calendarFileName({ name: `${'-'.repeat(n)}x`, startDateTime: null })).toBe('x.ics');
  });
});

describe('app paths, however long', () => {
  it.each([
    { path: '/'.repeat(n), app: true },
    { path: `${'/'.repeat(n)}a`, app: false },
    { path: `/${'a/'.repeat(n / 2)}`, app: false },
    { path: `/leden${'/'.repeat(n)}`, app: true },
    { path: `/wandeltochten/12${'/'.repeat(n)}`, app: true },
    { path: `/info/${'/'.repeat(n)}x`, app: false },
    { path: `/admin/info${'/'.repeat(n)}`, app: true },
    { path: `/admin/${'a/'.repeat(n / 2)}`, app: false },
  ])('isAppPath of a $path.length-character path is $app', ({ path, app }) => {
    expect(isAppPath(path)).toBe(app);
  });
});

describe('text from long HTML', () => {
  it('a preformatted run of spaces in a newsletter becomes plain text', () => {
    expect(storedRichTextToPlain(`<pre>${' '.repeat(n)}x</pre>`)).toBe('x');
    expect(storedRichTextToPlain(`<pre>a ${'\t '.repeat(n / 2)}\nb</pre>`)).toBe('a\nb');
  });

  it("the conflict dialog shows a value of '<' characters as text", () => {
    expect(shortText('<'.repeat(n))).toBe(`${'<'.repeat(119)}…`);
  });

  it('a Content-Disposition header with a long run of spaces names no file', () => {
    expect(fileNameOf(`attachment; filename*=${' '.repeat(n)}`)).toBeUndefined();
    expect(fileNameOf(`attachment; filename*=UTF-8''leden.xlsx; x=${' '.repeat(n)}`)).toBe('leden.xlsx');
  });
});
