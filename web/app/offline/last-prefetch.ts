/** localStorage: when the last background fetch finished (ms since 1970). Written by ./prefetch.ts, read by ./start-prefetch.ts. */
export const lastPrefetchKey = 'houtlandstappers.offline-prefetch';
