import path from 'node:path';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { builtFile } from './built-file';

/** Chromium shows a short_name up to about this length under an app icon without cutting it. */
const shortNameLength = 15;

/** Dutch articles a club name often starts with; the icon label reads better without them. */
const leadingArticle = /^(de|het|'t)\s+/i;

/**
 * The name under the installed app's icon: the club name without a leading article, and when still
 * long, its first words up to about 15 characters (a single long word stays whole: cutting it helps no one).
 */
export function shortNameOf(clubName: string): string {
  const name = clubName.trim().replace(leadingArticle, '') || clubName.trim();
  if (name.length <= shortNameLength) return name;
  const words = name.split(/\s+/);
  let short = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > shortNameLength) break;
    short = `${short} ${word}`;
  }
  return short;
}

/** What the server relies on in the built manifest; everything else passes through untouched. */
const builtManifest = z.looseObject({
  name: z.string(),
  short_name: z.string(),
  icons: z.array(z.looseObject({ src: z.string(), sizes: z.string() })).min(1),
});

/**
 * GET /manifest.webmanifest: the build's manifest (vite.config.ts) with the club's own name (CLUB_NAME),
 * so one build installs as whichever club runs it. Re-read only when a build replaced the file.
 */
export function webManifest({ config, log }: AppDeps): Middleware {
  const file = path.join(config.distDir, 'manifest.webmanifest');
  const read = builtFile(file, (source) => {
    const parsed = builtManifest.parse(JSON.parse(source));
    // The screenshots show the club the build was made with (the demo club): another club's install dialog goes without.
    const { screenshots, ...rest } = parsed;
    const ownScreenshots = parsed.name === config.clubName && screenshots !== undefined ? { screenshots } : {};
    return JSON.stringify({
      ...rest,
      ...ownScreenshots,
      name: config.clubName,
      short_name: shortNameOf(config.clubName),
    });
  });

  return async (ctx, next) => {
    if (ctx.path !== '/manifest.webmanifest' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    let body: string | undefined;
    try {
      body = await read();
    } catch (error) {
      // A broken build (unreadable or unexpected JSON): say so in the log, answer as not built.
      log.error(`${file} is onleesbaar:`, error);
      ctx.status = 503;
      ctx.body = { message: 'Het webmanifest van de build is onleesbaar; bouw de web-app opnieuw.' };
      return;
    }
    if (body === undefined) {
      ctx.status = 404;
      ctx.body = { message: 'De web-app is nog niet gebouwd: er is geen webmanifest.' };
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/manifest+json';
    ctx.body = body;
  };
}
