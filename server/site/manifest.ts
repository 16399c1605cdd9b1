import path from 'node:path';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { SiteDeps } from './site-deps';
import type { PublicSettings } from '../contracts';
import { demoClubName } from '../settings/defaults';
import { appIconKey, appIconPath } from '../images/app-icon-paths';
import { builtFile } from './built-file';

/** What the server relies on in the built manifest; everything else passes through untouched. */
const builtManifest = z.looseObject({ screenshots: z.array(z.unknown()).optional() });

/** The parts of the manifest that are the club's own: its names, colours and icons from the settings. */
function clubManifest(settings: PublicSettings) {
  const { club } = settings;
  const key = appIconKey(settings);
  const icon = (file: 'icon-192.png' | 'icon-512.png' | 'maskable-512.png', sizes: string) => ({
    src: appIconPath(key, file),
    sizes,
    type: 'image/png',
  });
  return {
    name: club.name,
    short_name: club.shortName,
    ...(club.tagline && { description: club.tagline }),
    theme_color: club.themeColor,
    // The splash screen behind the icon: the icons' own white.
    background_color: '#ffffff',
    icons: [
      icon('icon-192.png', '192x192'),
      icon('icon-512.png', '512x512'),
      { ...icon('maskable-512.png', '512x512'), purpose: 'maskable' },
    ],
  };
}

/**
 * GET /manifest.webmanifest: the build's manifest (vite.config.ts: language, display, start URL…) with
 * the club's own name, colours and icons from its settings, so one build installs as whichever club
 * runs it, and a change in the settings shows without a rebuild. Re-read only when a build replaced it.
 */
export function webManifest({ config, services, log }: SiteDeps): Middleware {
  const file = path.join(config.distDir, 'manifest.webmanifest');
  const read = builtFile(file, (source) => JSON.stringify(builtManifest.parse(JSON.parse(source))));
  let made = { built: '', settings: undefined as PublicSettings | undefined, body: '' };

  const manifest = (built: string): string => {
    const settings = services.settings.public();
    if (made.built !== built || made.settings !== settings) {
      const { screenshots, icons: _buildIcons, ...rest } = builtManifest.parse(JSON.parse(built));
      // The screenshots show the demo club: another club's install dialog goes without.
      const ownScreenshots = settings.club.name === demoClubName && screenshots ? { screenshots } : {};
      made = { built, settings, body: JSON.stringify({ ...rest, ...ownScreenshots, ...clubManifest(settings) }) };
    }
    return made.body;
  };

  return async (ctx, next) => {
    if (ctx.path !== '/manifest.webmanifest' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    let built: string | undefined;
    try {
      built = await read();
    } catch (error) {
      // A broken build (unreadable or unexpected JSON): say so in the log, answer as not built.
      log.error(`${file} is onleesbaar:`, error);
      ctx.status = 503;
      ctx.body = { message: 'Het webmanifest van de build is onleesbaar; bouw de web-app opnieuw.' };
      return;
    }
    if (built === undefined) {
      ctx.status = 404;
      ctx.body = { message: 'De web-app is nog niet gebouwd: er is geen webmanifest.' };
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/manifest+json';
    ctx.body = manifest(built);
  };
}
