import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Middleware } from 'koa';
import type { SiteDeps } from './site-deps';
import type { Config } from '../config';
import { builtFile } from './built-file';

/**
 * The settings the page's response headers depend on (the CSP of server/middleware/security-headers.ts)
 * and the version of the club's settings (the page's head carries them): a short hash that changes
 * when any of them does.
 */
export function runtimeConfigHash(
  config: Pick<Config, 'tileUrl' | 'geocoderUrl' | 'recaptchaSiteKey'>,
  settingsVersion: number,
) {
  const inputs = [config.tileUrl, config.geocoderUrl ?? null, config.recaptchaSiteKey ?? null, settingsVersion];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 12);
}

/** index.html's entry in the precache list the build injected into sw.js. */
const indexRevision = /("revision":")([0-9a-f]+)(","url":"index\.html")/;

/**
 * The built worker with index.html's precache revision mixed with the runtime config's hash. The worker
 * serves navigations from its precached index.html, headers included: without this, a new TILE_URL,
 * GEOCODER_URL or RECAPTCHA_SITE_KEY would leave returning visitors on the old CSP for as long as the
 * build stays the same. A changed config now makes a changed worker, which fetches index.html anew.
 */
export function withConfigRevision(source: string, hash: string): { body: string; found: boolean } {
  const found = indexRevision.test(source);
  const mixed = found
    ? source.replace(indexRevision, (_match, start: string, revision: string, end: string) => {
        const next = createHash('md5').update(`${revision}:${hash}`).digest('hex');
        return `${start}${next}${end}`;
      })
    : source;
  // The comment alone still makes the bytes differ, so the browser installs a new worker.
  return { body: `${mixed}\n// config ${hash}\n`, found };
}

/**
 * GET /sw.js: the built dist/sw.js for this server's config and the club's settings (see
 * withConfigRevision). A change in the settings makes a new worker, so installed apps fetch the
 * shell anew. Per request this costs a stat of the file and a look at the settings' version.
 */
export function serviceWorkerScript({ config, services, log }: SiteDeps): Middleware {
  const file = path.join(config.distDir, 'sw.js');
  const read = builtFile(file, (source) => source);
  let made = { source: '', version: -1, body: '' };

  const script = (source: string): string => {
    const version = services.settings.version();
    if (made.source !== source || made.version !== version) {
      const { body, found } = withConfigRevision(source, runtimeConfigHash(config, version));
      if (!found && made.source !== source) {
        log.warn(`${file}: geen precache-revisie van index.html gevonden; alleen het configuratiecommentaar.`);
      }
      made = { source, version, body };
    }
    return made.body;
  };

  return async (ctx, next) => {
    if (ctx.path !== '/sw.js' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const source = await read();
    // Not built: the web app's own 404 handling answers.
    if (source === undefined) return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = script(source);
  };
}
