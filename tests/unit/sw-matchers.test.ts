import { describe, expect, it } from 'vitest';
import {
  batchedAnswers,
  isAppNavigation,
  isCacheableAnswer,
  isOfflineBatchPath,
  isSavedPagePath,
  isTileUrl,
  pageCacheKey,
  variantFolder,
  variantWidth,
} from '../../web/lib/sw-matchers';
import { markedAsSavedPage, savedPageMeta } from '../../web/lib/offline-contract';

/** A navigation as the worker sees it: the pathname of the full URL, query and all. */
const navigates = (address: string) => isAppNavigation(new URL(address, 'https://club.example').pathname);

describe('service worker: which navigations get the app shell', () => {
  it.each(['/', '/wandeltochten', '/wandeltochten/12', '/nieuwsbrieven/12', '/info/route', '/admin', '/admin/walks'])(
    '%s is a page of the app',
    (path) => expect(navigates(path)).toBe(true),
  );

  it.each(['/?ref=facebook.com', '/nieuwsbrieven/12?from=mail.example', '/wandeltochten?q=a.b#x.y'])(
    '%s is a page of the app: the query does not count',
    (address) => expect(navigates(address)).toBe(true),
  );

  it.each(['/robots.txt', '/sitemap.xml', '/feed.xml', '/api/x', '/api', '/admin/api/x', '/media/x/1.jpg', '/media/x'])(
    '%s is answered by the server',
    (path) => expect(navigates(path)).toBe(false),
  );
});

describe('service worker: map tiles and photo variants', () => {
  it('knows a tile by its z/x/y path, on any origin, never a photo', () => {
    expect(isTileUrl(new URL('https://tile.openstreetmap.org/15/16771/10993.png'))).toBe(true);
    expect(isTileUrl(new URL('https://a.tiles.example/15/1/2@2x.webp'))).toBe(true);
    expect(isTileUrl(new URL('https://club.example/media/15/16771/10993.png'))).toBe(false);
    expect(isTileUrl(new URL('https://club.example/favicon.png'))).toBe(false);
  });

  it("reads a variant's width and folder", () => {
    expect(variantWidth('/media/abc/1280x1280.webp')).toBe(1280);
    expect(variantWidth('https://club.example/media/abc/640x640.jpg?v=2')).toBe(640);
    expect(variantWidth('/media/abc/original.jpg')).toBe(0);
    expect(variantFolder('/media/abc/300x300.jpg')).toBe('/media/abc/');
    expect(variantFolder('/api/events')).toBeUndefined();
  });
});

describe('service worker: which answers are kept', () => {
  const answer = (headers: Record<string, string>, status = 200, redirected = false) => ({
    status,
    redirected,
    headers: new Headers(headers),
  });
  const json = { 'Content-Type': 'application/json; charset=utf-8' };

  it('keeps a plain JSON answer in the api cache and a photo in the media cache', () => {
    expect(isCacheableAnswer('api', answer({ ...json, 'Cache-Control': 'no-cache' }))).toBe(true);
    expect(isCacheableAnswer('media', answer({ 'Content-Type': 'image/webp' }))).toBe(true);
  });

  it('never keeps no-store or private answers (logins, unsubscribe links)', () => {
    expect(isCacheableAnswer('api', answer({ ...json, 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isCacheableAnswer('api', answer({ ...json, 'Cache-Control': 'private, max-age=60' }))).toBe(false);
    expect(isCacheableAnswer('media', answer({ 'Content-Type': 'image/jpeg', 'Cache-Control': 'No-Store' }))).toBe(
      false,
    );
  });

  it('never keeps errors, redirected answers or the wrong type (a captive portal page)', () => {
    expect(isCacheableAnswer('api', answer(json, 404))).toBe(false);
    expect(isCacheableAnswer('api', answer(json, 200, true))).toBe(false);
    expect(isCacheableAnswer('api', answer({ 'Content-Type': 'text/html' }))).toBe(false);
    expect(isCacheableAnswer('api', answer({ 'Content-Type': 'application/jsonp' }))).toBe(false);
    expect(isCacheableAnswer('media', answer({ 'Content-Type': 'text/html' }))).toBe(false);
    expect(isCacheableAnswer('media', answer({ 'Content-Type': 'image/png' }, 200, true))).toBe(false);
  });
});

describe('service worker: the saved pages', () => {
  it('keeps the public pages, never the admin area (it gets the shell)', () => {
    expect(isSavedPagePath('/')).toBe(true);
    expect(isSavedPagePath('/wandeltochten/12')).toBe(true);
    expect(isSavedPagePath('/administratie')).toBe(true);
    expect(isSavedPagePath('/admin')).toBe(false);
    expect(isSavedPagePath('/admin/walks/3')).toBe(false);
    expect(isSavedPagePath('/api/events')).toBe(false);
  });

  it('keys a page by its path alone', () => {
    expect(pageCacheKey('https://club.example/?ref=facebook.com')).toBe('https://club.example/');
    expect(pageCacheKey('https://club.example/unsubscribe?memberId=1&token=geheim#x')).toBe(
      'https://club.example/unsubscribe',
    );
  });

  it('keeps only a plain 200 HTML answer the server lets be kept', () => {
    const page = (headers: Record<string, string>, status = 200) => ({
      status,
      redirected: false,
      headers: new Headers(headers),
    });
    expect(isCacheableAnswer('page', page({ 'Content-Type': 'text/html; charset=utf-8' }))).toBe(true);
    expect(isCacheableAnswer('page', page({ 'Content-Type': 'text/html; charset=utf-8' }, 404))).toBe(false);
    expect(isCacheableAnswer('page', page({ 'Content-Type': 'text/html' }, 503))).toBe(false);
    expect(isCacheableAnswer('page', page({ 'Content-Type': 'text/html', 'Cache-Control': 'private' }))).toBe(false);
    expect(isCacheableAnswer('page', page({ 'Content-Type': 'application/json' }))).toBe(false);
  });
});

describe('service worker: the batches for offline reading', () => {
  it('knows a batch by its path', () => {
    expect(isOfflineBatchPath('/api/offline/walks')).toBe(true);
    expect(isOfflineBatchPath('/api/events/12')).toBe(false);
  });

  it('saves each public API answer of a batch as its JSON, and nothing else', () => {
    const batch = {
      answers: {
        '/api/events/12': { id: 12, name: 'Lentetocht' },
        '/api/members/count': 0,
        '/api/events/own/next': null,
        '/admin/api/members': [{ email: 'jan@example.be' }],
        '/api/offline/walks': { answers: {} },
        '/api/../admin/api/members': [],
        'https://elders.example/api/x': {},
        [`/api/${'x'.repeat(400)}`]: {},
      },
    };
    expect(batchedAnswers(batch)).toEqual([
      ['/api/events/12', '{"id":12,"name":"Lentetocht"}'],
      ['/api/members/count', '0'],
    ]);
    expect(batchedAnswers(null)).toEqual([]);
    expect(batchedAnswers({ answers: [1, 2] })).toEqual([]);
    expect(batchedAnswers('onzin')).toEqual([]);
  });
});

describe('service worker: a saved page says it is one', () => {
  const page = '<!doctype html><html><head><title>Tocht</title></head><body><div id="root">…</div></body></html>';

  it('puts the moment it was saved in its head, and nothing else changes', () => {
    const marked = markedAsSavedPage(page, 'Thu, 26 Nov 2026 05:10:00 GMT');
    expect(marked).toBe(
      page.replace('</head>', `<meta name="${savedPageMeta}" content="2026-11-26T05:10:00.000Z"></head>`),
    );
  });

  it.each([null, '', 'gisteren', '"><script>alert(1)</script>'])(
    'marks it without a date when the header is %j',
    (header) => {
      expect(markedAsSavedPage(page, header)).toContain(`<meta name="${savedPageMeta}" content=""></head>`);
    },
  );
});
