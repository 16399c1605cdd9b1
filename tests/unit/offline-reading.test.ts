import { beforeEach, describe, expect, it } from 'vitest';
import type { EventCard } from '../../server/contracts/event';
import {
  bannerUrl,
  bannerUrls,
  isPublicUrl,
  newsletterImageUrls,
  otherBanners,
  ownBanners,
  photosPerNewsletter,
  photoUrls,
  textUrls,
  walksPerList,
} from '../../web/app/offline/prefetch';
import { walksAhead } from '../../server/events/service';
import { offlineBannerText } from '../../web/app/shell/texts';
import { formatSavedAt } from '../../web/lib/formatting';
import {
  idleTimeoutMs,
  loadedAndIdle,
  prefetchDue,
  prefetchEveryMs,
  savesData,
  type LoadAndIdle,
} from '../../web/app/offline/start-prefetch';
import {
  currentOfflineStatus as snapshot,
  recordAnswer,
  recordNavigation,
  showsOfflineBanner,
} from '../../web/lib/offline-status';

describe('offline status (the banner)', () => {
  beforeEach(() => recordNavigation());

  it('keeps the oldest saved date of the page and forgets it on the next page', () => {
    recordAnswer('2026-11-21T13:05:00.000Z');
    recordAnswer('2026-11-20T08:00:00.000Z');
    recordAnswer('2026-11-21T15:00:00.000Z');
    // A fresh answer of the same page does not make the older copy fresh.
    recordAnswer(null);
    expect(snapshot().savedAt?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(showsOfflineBanner(snapshot())).toBe(true);

    recordNavigation();
    expect(snapshot().savedAt).toBeUndefined();
    expect(showsOfflineBanner(snapshot())).toBe(false);
  });

  it('shows the banner for a cached answer with an unreadable date, without a date', () => {
    recordAnswer('gisteren');
    expect(snapshot().savedAt).toBeUndefined();
    expect(showsOfflineBanner(snapshot())).toBe(true);
  });

  it('shows the banner offline even when nothing came from the cache', () => {
    expect(showsOfflineBanner({ online: false, fromCache: false, savedAt: undefined })).toBe(true);
    expect(showsOfflineBanner({ online: true, fromCache: false, savedAt: undefined })).toBe(false);
  });

  it('says offline, offline with a saved copy, or no connection with the server', () => {
    const savedAt = new Date('2026-11-21T13:05:00Z');
    const date = 'zaterdag 21 november 2026 om 14:05';
    expect(offlineBannerText({ online: false, fromCache: false, savedAt: undefined })).toBe('Je bent offline.');
    expect(offlineBannerText({ online: false, fromCache: true, savedAt })).toBe(
      `Je bent offline. Je ziet de laatst bewaarde versie van ${date}.`,
    );
    expect(offlineBannerText({ online: false, fromCache: true, savedAt: undefined })).toBe(
      'Je bent offline. Je ziet de laatst bewaarde versie.',
    );
    // Online, but the answer came from the cache: a slow network, the 4 s timeout, or a server error.
    expect(offlineBannerText({ online: true, fromCache: true, savedAt })).toBe(
      `Geen verbinding met de server. Je ziet de laatst bewaarde versie van ${date}.`,
    );
    expect(offlineBannerText({ online: true, fromCache: false, savedAt: undefined })).toBeUndefined();
  });

  it('writes the date as a Belgian walker reads it, in Belgian time', () => {
    expect(formatSavedAt(new Date('2026-11-21T13:05:00Z'))).toBe('zaterdag 21 november 2026 om 14:05');
    // Summer time, and past midnight in Brussels while it is still the day before in UTC.
    expect(formatSavedAt(new Date('2026-07-01T22:05:00Z'))).toBe('donderdag 2 juli 2026 om 00:05');
  });
});

describe('background fetch for offline reading', () => {
  const card = (id: number, banner: string | null = null) =>
    ({ id, banner: banner ? { cdnUrl: banner } : null }) as unknown as EventCard;

  it('runs at most once per six hours', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    expect(prefetchDue(null, now)).toBe(true);
    expect(prefetchDue(String(now - prefetchEveryMs + 60_000), now)).toBe(false);
    expect(prefetchDue(String(now - prefetchEveryMs), now)).toBe(true);
    expect(prefetchDue('onzin', now)).toBe(true);
    // A clock set back by a day must not block it for a day.
    expect(prefetchDue(String(now + 24 * 3600 * 1000), now)).toBe(true);
  });

  it('takes the next own walk first and each walk once, a limited number per list', () => {
    const many = Array.from({ length: walksPerList + 5 }, (_, index) => card(100 + index));
    const walks = walksAhead(card(7), [[card(7), card(8)], many]);
    expect(walks.map((walk) => walk.id).slice(0, 3)).toEqual([7, 8, 100]);
    expect(walks).toHaveLength(2 + walksPerList);
    expect(walksAhead(null, [])).toEqual([]);
  });

  it("asks the own walks' banners large, a few other walks' small, each once", () => {
    const media = (id: number) => `/media/${id}/`;
    const own = Array.from({ length: ownBanners + 3 }, (_, index) => card(10 + index, media(10 + index)));
    const other = Array.from({ length: otherBanners + 3 }, (_, index) => card(50 + index, media(50 + index)));
    const urls = bannerUrls(card(10, media(10)), [...own, card(99)], other);
    expect(urls.filter((url) => url.endsWith('/1280x1280.webp'))).toEqual(
      own.slice(0, ownBanners).map((walk) => `${walk.banner!.cdnUrl}1280x1280.webp`),
    );
    expect(urls.filter((url) => url.endsWith('/640x640.webp'))).toEqual(
      other.slice(0, otherBanners).map((walk) => `${walk.banner!.cdnUrl}640x640.webp`),
    );
    expect(bannerUrls(undefined, [card(1)], [])).toEqual([]);
  });

  it('fetches nothing ahead on a data-saving or 2G connection, texts included', () => {
    expect(savesData(undefined)).toBe(false);
    expect(savesData({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(savesData({ effectiveType: '3g' })).toBe(false);
    expect(savesData({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('reads the texts in a few batched calls, not one per walk or newsletter', () => {
    expect(textUrls).toEqual([
      '/api/offline/walks',
      '/api/offline/newsletters',
      '/api/offline/pages',
      '/api/offline/club',
      '/api/site-config',
    ]);
  });

  it("takes the photos from the batches' answers: banners, then the newest newsletters' photos", () => {
    const withBanner = { id: 3, banner: { cdnUrl: '/media/b3/' } };
    const answers = {
      '/api/events/own/future': [withBanner],
      '/api/events/own/next': withBanner,
      '/api/events/future': [{ id: 4, banner: { cdnUrl: '/media/b4/' } }],
      '/api/newsletters': [{ id: 9 }],
      '/api/newsletters/9': { id: 9, blocks: [{ id: 1, imageId: 'n9', text: '', order: 0 }] },
    };
    expect(photoUrls(answers)).toEqual([
      '/media/b3/1280x1280.webp',
      '/media/b4/640x640.webp',
      '/media/n9/1280x1280.webp',
    ]);
    expect(photoUrls({})).toEqual([]);
  });

  it("asks a newsletter's first block photos, a few at most", () => {
    const uuid = '0f6c0a8e-9f61-4c5e-8a39-2f4f3c1b2a10';
    const blocks = [
      { id: 1, imageId: uuid, text: '', order: 0 },
      { id: 2, imageId: null, text: '<p>Zonder foto</p>', order: 1 },
    ];
    expect(newsletterImageUrls({ blocks })).toEqual([bannerUrl(`/media/${uuid}/`)]);
    const many = Array.from({ length: photosPerNewsletter + 2 }, (_, index) => ({
      id: index,
      imageId: `beeld-${index}`,
      text: '',
      order: index,
    }));
    expect(newsletterImageUrls({ blocks: many })).toHaveLength(photosPerNewsletter);
    expect(newsletterImageUrls({ blocks: many })[0]).toBe(bannerUrl('/media/beeld-0/'));
  });

  it('starts only after the load event, then at an idle moment (or the idle timeout)', async () => {
    const fake = (readyState: DocumentReadyState) => {
      const calls: string[] = [];
      let load: (() => void) | undefined;
      let idle: (() => void) | undefined;
      const win: LoadAndIdle = {
        document: { readyState },
        addEventListener: (_type, listener) => {
          calls.push('wacht op load');
          load = listener;
        },
        requestIdleCallback: (callback, options) => {
          calls.push(`idle binnen ${options.timeout} ms`);
          idle = callback;
        },
        setTimeout: () => calls.push('timer'),
      };
      return { win, calls, fireLoad: () => load?.(), fireIdle: () => idle?.() };
    };
    const settled = async (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return done;
    };

    const loading = fake('interactive');
    const waiting = loadedAndIdle(loading.win);
    expect(await settled(waiting)).toBe(false);
    expect(loading.calls).toEqual(['wacht op load']);
    loading.fireLoad();
    expect(await settled(waiting)).toBe(false);
    expect(loading.calls).toEqual(['wacht op load', `idle binnen ${idleTimeoutMs} ms`]);
    loading.fireIdle();
    expect(await settled(waiting)).toBe(true);

    // Loaded already (the worker took over late): only the idle moment.
    const loaded = fake('complete');
    const later = loadedAndIdle(loaded.win);
    await settled(later);
    expect(loaded.calls).toEqual([`idle binnen ${idleTimeoutMs} ms`]);
    loaded.fireIdle();
    expect(await settled(later)).toBe(true);
  });

  it('never asks an admin URL', () => {
    expect(isPublicUrl('/api/events/1')).toBe(true);
    expect(isPublicUrl('/media/x/640x640.webp')).toBe(true);
    expect(isPublicUrl('/admin/api/events')).toBe(false);
  });
});
