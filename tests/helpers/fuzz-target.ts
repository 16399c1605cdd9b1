import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { adminRouters } from '../../server/app';
import type { AppDeps } from '../../server/container';
import type { Store } from '../../server/store';
import { quiet } from './auth-kit';
import type { TestServer } from './api-server';
import type { RawAnswer } from './raw-http';

export type Route = { method: string; path: string };

/** Every admin write, read from the routers themselves, so a new route is fuzzed without being listed here. */
export function adminWrites(server: TestServer): Route[] {
  const deps: AppDeps = {
    config: server.config,
    store: server.store,
    services: server.services,
    now: () => new Date(),
    log: quiet,
  };
  return adminRouters(deps)
    .flatMap(
      (router) =>
        router.stack.flatMap((layer) =>
          layer.methods
            .filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))
            .map((method) => ({ method, path: String(layer.path) })),
        ),
      // The sign-out reads no input, and would end the session the fuzzing sends everything else with.
    )
    .filter((route) => route.path !== '/admin/api/logout');
}

/** A built web app in the test's dist folder: the shell and one asset with its precompressed copies. */
export async function writeBuiltApp(distDir: string): Promise<string> {
  const script = 'console.log("wandelen");\n'.repeat(200);
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><html lang="nl"><title>Club</title>${'<p>x</p>'.repeat(400)}</html>`,
  );
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  return '/assets/app-abc123.js';
}

const collections = [
  'applications',
  'contactMessages',
  'credentials',
  'events',
  'idempotency',
  'images',
  'members',
  'memberImports',
  'memberMailings',
  'newsletterJobs',
  'newsletters',
  'pages',
] as const;

/**
 * What a refused request must leave as it was: every collection's records (an upload batch that is
 * rolled back counts as unchanged, though its ids are spent), the mail queue's entries, the files.
 */
export function storeWatcher(store: Store, uploadsDir: string) {
  const cache = new Map<string, { revision: number; json: string }>();
  const records = (name: (typeof collections)[number]) => {
    const collection = store[name];
    const hit = cache.get(name);
    if (hit?.revision === collection.revision) return hit.json;
    const json = JSON.stringify(collection.all());
    cache.set(name, { revision: collection.revision, json });
    return json;
  };
  return async () => {
    const files = await readdir(uploadsDir, { recursive: true }).catch(() => [] as string[]);
    return [
      ...collections.map(records),
      store.mail
        .all()
        .map((mail) => mail.id)
        .join(),
      files.sort().join('\n'),
    ].join('\n');
  };
}

const english =
  /\b(the|and|invalid|error|expected|required|request|must|not found|unauthorized|forbidden|too large|payload|method|allowed|unsupported)\b/i;
const dutch =
  /\b(de|het|een|is|niet|te|van|deze|dit|je|of|geen|zijn|wordt|moet|kies|verwacht|ongeldige?|onbekende|onverwacht|verplicht|controleer|aanvraag|gegevens)\b/i;

/** What is wrong with an error answer, or null: it must be JSON with a Dutch sentence for a person. */
export function errorAnswerProblem(answer: RawAnswer): string | null {
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string') return `no JSON message: ${answer.body.subarray(0, 200).toString()}`;
  const sentence = /^[A-Z"'(]/.test(message) && /[.!?)]$/.test(message);
  if (!sentence || english.test(message) || !dutch.test(message)) return `not a Dutch sentence: ${message}`;
  return null;
}
