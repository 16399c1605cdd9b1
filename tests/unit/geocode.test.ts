import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from '../../server/contracts';
import { createGeocoder } from '../../server/infra/geocode';
import { startStubServer, type StubReply, type StubServer } from '../helpers/stub-http';

const userAgent = 'Houtlandstappers-test/1.0 (info@example.be)';
const found = [{ place_id: 1, lat: '51.0543', lon: '3.2165', display_name: 'Kerkstraat 1, Brugge' }];

function address(overrides: Partial<Address> = {}): Address {
  return {
    street: 'Kerkstraat',
    houseNumber: '1',
    busNumber: 'B2',
    city: 'Brugge',
    postalCode: '8000',
    country: 'België',
    ...overrides,
  };
}

let stub: StubServer | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function setUp(reply: (q: string) => StubReply, options: { minIntervalMs?: number; timeoutMs?: number } = {}) {
  stub = await startStubServer(({ url }) => reply(url.searchParams.get('q') ?? ''));
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (...args: unknown[]) => warnings.push(args.join(' ')), error: () => {} };
  const geocoder = createGeocoder({ url: `${stub.url}/search`, userAgent, log, minIntervalMs: 0, ...options });
  return { stub, geocoder, warnings };
}

describe('geocoder', () => {
  it('reads the coordinates of the first result and asks Nominatim the documented way', async () => {
    const { stub, geocoder, warnings } = await setUp(() => ({ json: found }));

    await expect(geocoder.geocode(address())).resolves.toEqual({ lat: 51.0543, lon: 3.2165 });

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'Kerkstraat 1, 8000 Brugge, België',
      format: 'json',
      limit: '1',
    });
    expect(request?.headers['user-agent']).toBe(userAgent);
    expect(request?.headers['accept-language']).toBe('nl');
    expect(warnings).toEqual([]);
  });

  it("asks a user agent given as a function anew for each request, in ASCII (the club's name can change)", async () => {
    stub = await startStubServer(() => ({ json: found }));
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    let name = 'WSV De Kadees';
    const geocoder = createGeocoder({
      url: `${stub.url}/search`,
      userAgent: () => `${name} website (https://club.example)`,
      log,
      minIntervalMs: 0,
    });
    await geocoder.geocode(address());
    name = 'Wandelclub Sint-Andriës ☀';
    await geocoder.geocode(address({ street: 'Markt' }));
    expect(stub.requests.map((request) => request.headers['user-agent'])).toEqual([
      'WSV De Kadees website (https://club.example)',
      'Wandelclub Sint-Andries ? website (https://club.example)',
    ]);
  });

  it('leaves out empty parts of the address', async () => {
    const { stub, geocoder } = await setUp(() => ({ json: found }));
    await geocoder.geocode(address({ houseNumber: null, postalCode: '  ', country: null }));
    expect(stub.requests[0]?.url.searchParams.get('q')).toBe('Kerkstraat, Brugge');
  });

  it('answers a repeated address from its cache, "not found" included', async () => {
    const { stub, geocoder, warnings } = await setUp((q) => ({ json: q.startsWith('Nergens') ? [] : found }));

    await geocoder.geocode(address());
    await expect(geocoder.geocode(address({ street: ' kerkstraat ', city: 'BRUGGE' }))).resolves.toEqual({
      lat: 51.0543,
      lon: 3.2165,
    });
    await expect(geocoder.geocode(address({ street: 'Nergensstraat' }))).resolves.toBeNull();
    await expect(geocoder.geocode(address({ street: 'Nergensstraat' }))).resolves.toBeNull();

    expect(stub.requests).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Nergensstraat 1, 8000 Brugge, België');
  });

  it('keeps at most 500 addresses, dropping the oldest', async () => {
    const { stub, geocoder } = await setUp(() => ({ json: found }));
    for (let n = 1; n <= 501; n++) await geocoder.geocode(address({ houseNumber: String(n) }));
    expect(stub.requests).toHaveLength(501);

    await geocoder.geocode(address({ houseNumber: '501' }));
    expect(stub.requests).toHaveLength(501);
    await geocoder.geocode(address({ houseNumber: '1' }));
    expect(stub.requests).toHaveLength(502);
  });

  it('spaces requests from simultaneous callers at least minIntervalMs apart', async () => {
    const { stub, geocoder } = await setUp(() => ({ json: found }), { minIntervalMs: 300 });

    const results = await Promise.all(
      ['Brugge', 'Gent', 'Kortrijk'].map((city) => geocoder.geocode(address({ city }))),
    );

    expect(results).toEqual(Array(3).fill({ lat: 51.0543, lon: 3.2165 }));
    const times = stub.requests.map((request) => request.at);
    expect(times).toHaveLength(3);
    // The throttle spaces the starts; the stub sees arrivals, which a loaded machine delays by tens of
    // ms each (a gap of 176 ms for a 200 ms interval was seen). Half the interval still tells the two
    // apart: without the throttle the gaps are a few ms.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(150);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(150);
  });

  it.each<[string, StubReply]>([
    ['a server error', { status: 500, json: { error: 'kapot' } }],
    ['an answer that is not JSON', { body: '<html>Onderhoud</html>' }],
    ['JSON of the wrong shape', { json: [{ lat: 'noord', lon: 'zuid' }] }],
    ['an empty result', { json: [] }],
  ])('gives null and logs a warning on %s', async (_, reply) => {
    const { stub, geocoder, warnings } = await setUp(() => reply);

    await expect(geocoder.geocode(address())).resolves.toBeNull();

    expect(stub.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Kerkstraat 1, 8000 Brugge, België');
  });

  it('refuses an answer larger than it could need, without reading all of it', async () => {
    // 2,000 results of ~35 bytes: 70 kB, where one result (limit=1) is a few hundred bytes.
    const many = Array.from({ length: 2000 }, () => ({ lat: '51.0543', lon: '3.2165' }));
    const { geocoder, warnings } = await setUp(() => ({ json: many }));

    await expect(geocoder.geocode(address())).resolves.toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('antwoord groter dan 64 kB');
  });

  it('gives null and logs a warning when the geocoder is too slow', async () => {
    const { geocoder, warnings } = await setUp(() => ({ json: found, delayMs: 2000 }), { timeoutMs: 100 });

    const started = performance.now();
    await expect(geocoder.geocode(address())).resolves.toBeNull();

    expect(performance.now() - started).toBeLessThan(1500);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Kerkstraat 1, 8000 Brugge, België');
  });

  it('gives null when the geocoder cannot be reached, and tries again next time', async () => {
    const closed = await startStubServer(() => ({ json: found }));
    await closed.close();
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (...args: unknown[]) => warnings.push(args.join(' ')), error: () => {} };
    const geocoder = createGeocoder({ url: closed.url, userAgent, log, minIntervalMs: 0 });

    await expect(geocoder.geocode(address())).resolves.toBeNull();
    expect(warnings).toHaveLength(1);
    await expect(geocoder.geocode(address())).resolves.toBeNull();
    expect(warnings).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    let failing = true;
    const { stub, geocoder } = await setUp(() => (failing ? { status: 503 } : { json: found }));

    await expect(geocoder.geocode(address())).resolves.toBeNull();
    failing = false;
    await expect(geocoder.geocode(address())).resolves.toEqual({ lat: 51.0543, lon: 3.2165 });
    expect(stub.requests).toHaveLength(2);
  });

  it('asks nothing for an address without street and city', async () => {
    const { stub, geocoder, warnings } = await setUp(() => ({ json: found }));
    await expect(geocoder.geocode(address({ street: null, city: null }))).resolves.toBeNull();
    expect(stub.requests).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it('gives null without a request when geocoding is off', async () => {
    let calls = 0;
    const countingFetch: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const geocoder = createGeocoder({
      url: undefined,
      userAgent,
      log: console,
      minIntervalMs: 0,
      fetch: countingFetch,
    });
    await expect(geocoder.geocode(address())).resolves.toBeNull();
    expect(calls).toBe(0);
  });
});
