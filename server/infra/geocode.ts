import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { AnswerTooLarge, readBoundedJson } from './bounded-json';
import type { Logger } from '../logger';
import { geocodeQuery, type Address } from '../contracts';

export type Coordinates = { lat: number; lon: number };

export type Geocoder = {
  /** Coordinates of an address, or null when unknown or the geocoder fails; never throws. */
  geocode(address: Address): Promise<Coordinates | null>;
};

const cacheLimit = 500;

// Nominatim sends coordinates as strings ("51.2093"); accept numbers too.
const coordinate = z.union([z.number(), z.string().trim().min(1).max(40)]).pipe(z.coerce.number());
const answerSchema = z
  .array(
    z.object({
      lat: coordinate.pipe(z.number().min(-90).max(90)),
      lon: coordinate.pipe(z.number().min(-180).max(180)),
    }),
  )
  .max(50);
/** We ask for one result (limit=1): a few kB at most. */
const maxAnswerBytes = 64_000;

const normalize = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

class GeocodeFailure extends Error {}

/** A Dutch reason for a log line; fetch hides the network cause in `cause`. */
function describeFetchError(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = (error ?? {}) as { name?: string; message?: string; cause?: { code?: string } };
  if (name === 'TimeoutError') return `geen antwoord binnen ${timeoutMs} ms`;
  if (error instanceof SyntaxError) return 'antwoord is geen JSON';
  return `niet bereikbaar (${cause?.code ?? message ?? String(error)})`;
}

/** A header value is bytes: "Sint-Andriës" as "Sint-Andries", any other non-ASCII character as "?". */
const headerText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');

/**
 * Nominatim-style geocoder: one request at a time, at most one per `minIntervalMs`, answers cached in memory.
 * `url` undefined (GEOCODER_URL=off) means every address stays without coordinates.
 */
export function createGeocoder(options: {
  url: string | undefined;
  /** Asked per request: it names the club, whose name the admin can change at any time. */
  userAgent: string | (() => string);
  log: Logger;
  minIntervalMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Geocoder {
  const { url, userAgent, log, minIntervalMs = 1000, timeoutMs = 5000 } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  // Insertion-ordered, so the first key is the oldest entry.
  const cache = new Map<string, Coordinates | null>();
  // Nominatim's policy: at most one request per second, never in parallel.
  let queue: Promise<unknown> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;

  function remember(key: string, result: Coordinates | null) {
    cache.set(key, result);
    if (cache.size > cacheLimit) cache.delete(cache.keys().next().value as string);
  }

  async function request(endpoint: string, query: string): Promise<Coordinates | null> {
    const target = new URL(endpoint);
    target.searchParams.set('q', query);
    target.searchParams.set('format', 'json');
    target.searchParams.set('limit', '1');
    const response = await doFetch(target, {
      headers: {
        'User-Agent': headerText(typeof userAgent === 'function' ? userAgent() : userAgent),
        'Accept-Language': 'nl',
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocodeFailure(`antwoord ${response.status}`);
    }
    const body = await readBoundedJson(response, maxAnswerBytes).catch((error: unknown) => {
      throw error instanceof AnswerTooLarge ? new GeocodeFailure(error.message) : error;
    });
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new GeocodeFailure('onverwacht antwoord');
    const first = parsed.data[0];
    return first ? { lat: first.lat, lon: first.lon } : null;
  }

  async function lookUp(endpoint: string, query: string, key: string): Promise<Coordinates | null> {
    // A caller queued behind the same address finds it cached by now.
    if (cache.has(key)) return cache.get(key) ?? null;
    const wait = lastStart + minIntervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    lastStart = performance.now();
    try {
      const result = await request(endpoint, query);
      remember(key, result);
      if (!result) log.warn(`Geocoderen: geen locatie gevonden voor "${query}".`);
      return result;
    } catch (error) {
      const reason = error instanceof GeocodeFailure ? error.message : describeFetchError(error, timeoutMs);
      log.warn(`Geocoderen van "${query}" mislukt: ${reason}.`);
      return null;
    }
  }

  return {
    async geocode(address) {
      if (!url) return null;
      const query = geocodeQuery(address);
      if (!query) return null;
      const key = normalize(query);
      if (cache.has(key)) return cache.get(key) ?? null;
      const result = queue.then(() => lookUp(url, query, key));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
