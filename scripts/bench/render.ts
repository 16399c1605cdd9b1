import { count, heading, ms, table } from './format';
import { load, warmUp, type LoadFigures } from './load';
import { withServer as withStartedServer } from './latency';
import { withBenchClub, type RunningServer, type Track } from './server';

/**
 * The server's render of the public pages. Cold: the first request for a
 * page after a start (nothing cached; the render module and React already warmed by a not-found page,
 * which is never cached); the median of a few fresh starts. Cached: the home page under load, as
 * walkers opening a shared link all at once would ask for it.
 */

export type RenderReport = {
  rounds: number;
  cold: { path: string; label: string; ms: number; bytes: number }[];
  cached: LoadFigures;
  pinned: boolean;
};

const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

async function timed(baseUrl: string, pagePath: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(baseUrl + pagePath, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

async function json<T>(baseUrl: string, apiPath: string): Promise<T> {
  return (await (await fetch(baseUrl + apiPath)).json()) as T;
}

/** The public pages of the demo club, each with one real id filled in. */
async function publicPages(baseUrl: string): Promise<{ label: string; path: string }[]> {
  const own = await json<{ id: number }[]>(baseUrl, '/api/events/own/future');
  const newsletters = await json<{ id: number }[]>(baseUrl, '/api/newsletters');
  const pages = await json<{ link: string }[]>(baseUrl, '/api/website-pages');
  return [
    { label: 'home', path: '/' },
    { label: 'board (/leden)', path: '/leden' },
    { label: 'own walks', path: '/eigenwandeltochten' },
    ...(own[0] ? [{ label: 'own walk detail', path: `/eigenwandeltochten/${own[0].id}` }] : []),
    { label: 'other walks', path: '/wandeltochten' },
    { label: 'newsletters', path: '/nieuwsbrieven' },
    ...(newsletters[0] ? [{ label: 'newsletter', path: `/nieuwsbrieven/${newsletters[0].id}` }] : []),
    { label: 'euraudax', path: '/euraudax' },
    { label: 'contact', path: '/contact' },
    { label: 'become a member', path: '/lidworden' },
    ...(pages[0] ? [{ label: 'info page', path: `/info/${pages[0].link}` }] : []),
  ];
}

export async function measureRender(options: {
  root: string;
  quick: boolean;
  log: (line: string) => void;
  track: Track;
}): Promise<RenderReport> {
  return withBenchClub(options.track, 'bench-render-', 'demo', async ({ env }) => {
    const withServer = <T>(use: (server: RunningServer) => Promise<T>) => withStartedServer(options, env, use);
    options.log('Seeding the demo club (first start)…');
    await withServer(async () => undefined);
    const rounds = options.quick ? 1 : 5;
    const samples = new Map<string, { label: string; times: number[]; bytes: number }>();
    let pinned = false;
    for (let round = 1; round <= rounds; round++) {
      options.log(`Cold renders, start ${round} of ${rounds}…`);
      await withServer(async (server) => {
        pinned = server.pinned;
        const pages = await publicPages(server.baseUrl);
        // Loads the render module and lets V8 compile React's server code: a not-found page is never kept.
        // Warm-up and pages stay within the render budget's burst (30: site/render-budget.ts), or the
        // last page would go out as the shell on a fast machine and be timed as a render.
        for (let warm = 0; warm < 10; warm++) await timed(server.baseUrl, `/bestaat-niet-${warm}`);
        for (const page of pages) {
          const { ms: took, bytes, status } = await timed(server.baseUrl, page.path);
          if (status !== 200) throw new Error(`${page.path} answered ${status}`);
          const entry = samples.get(page.path) ?? { label: page.label, times: [], bytes };
          entry.times.push(took);
          samples.set(page.path, entry);
        }
      });
    }
    options.log('Cached home page under load…');
    const cached = await withServer(async (server) => {
      await timed(server.baseUrl, '/');
      await warmUp(server.baseUrl, '/', { connections: 50, duration: options.quick ? 1 : 2, headers: browser });
      return load(server.baseUrl, '/', { connections: 50, duration: options.quick ? 2 : 8, headers: browser });
    });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    return {
      rounds,
      pinned,
      cold: [...samples].map(([pagePath, { label, times, bytes }]) => ({
        path: pagePath,
        label,
        ms: median(times),
        bytes,
      })),
      cached,
    };
  });
}

export function printRender(report: RenderReport): void {
  console.log(heading('6. Server rendering of the public pages'));
  console.log(
    `Server ${report.pinned ? 'pinned to core 0' : 'NOT pinned (taskset missing)'}; cold = first request after a start, median of ${report.rounds} start(s).\n`,
  );
  console.log(
    table(
      ['page', 'path', 'cold render', 'HTML'],
      report.cold.map((page) => [page.label, page.path, ms(page.ms), `${(page.bytes / 1000).toFixed(1)} KB`]),
      ['left', 'left', 'right', 'right'],
    ),
  );
  const { cached } = report;
  const ok = cached.requestsPerSecond >= 5000 && cached.p99 < 20 && cached.non2xx === 0 && cached.errors === 0;
  console.log(
    `\nCached home page, 50 connections, gzip: ${count(cached.requestsPerSecond)} req/s, p50 ${ms(cached.p50)}, p99 ${ms(cached.p99)}, max ${ms(cached.max)}` +
      `${cached.non2xx || cached.errors ? `, ${cached.non2xx} non-2xx, ${cached.errors} errors` : ''}` +
      ` — target ≥ 5,000 req/s and p99 < 20 ms: ${ok ? 'met' : 'NOT met'}`,
  );
}
