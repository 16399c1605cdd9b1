import type { Middleware } from 'koa';
import type { PublicSettings } from '../contracts';
import type { DepsWith } from '../deps';
import { initialsIcon, logoIcon } from './app-icon-drawing';
import { imageJobs } from './codec';
import { originalFile } from './files';
import {
  appIconFiles,
  appIconKey,
  appIconPath,
  appIconRoot,
  appIconSource,
  isAppIconFile,
  type AppIconFile,
} from './app-icon-paths';

const iconPath = new RegExp(`^${appIconRoot}/([0-9a-f]{16})/([a-z0-9-]+\\.png)$`);

/**
 * GET /manifest-icons/{key}/{file}: the installed app's icons, drawn from the club's logo (or its
 * initials) once per key and kept in memory, the current key's only (three PNGs, some tens of kB).
 * The key is in the URL, so they are cached for good; a former key's URL leads to the current icon.
 */
export function appIcons({
  config,
  services,
  log,
}: DepsWith<{ settings: { public: () => PublicSettings } }>): Middleware {
  const jobs = imageJobs(config.imageJobs);
  let drawn: { key: string; icons: Map<AppIconFile, Promise<Buffer>> } = { key: '', icons: new Map() };

  const draw = (file: AppIconFile): Promise<Buffer> => {
    const settings = services.settings.public();
    const key = appIconKey(settings);
    if (drawn.key !== key) drawn = { key, icons: new Map() };
    const cached = drawn.icons.get(file);
    if (cached) return cached;
    const { logoUuid, initials, themeColor } = appIconSource(settings);
    const spec = appIconFiles[file];
    const fromInitials = () => initialsIcon(jobs, initials, themeColor, spec);
    const icon = (
      logoUuid
        ? logoIcon(jobs, originalFile(config.uploadsDir, logoUuid), spec).catch((error: unknown) => {
            // A logo that no longer decodes: the initials stand in, and the log says why.
            log.warn(`Het logo kon geen app-icoon worden; de initialen staan er in de plaats:`, error);
            return fromInitials();
          })
        : fromInitials()
    ).catch((error: unknown) => {
      // Tried again on the next request.
      if (drawn.icons.get(file) === icon) drawn.icons.delete(file);
      throw error;
    });
    drawn.icons.set(file, icon);
    return icon;
  };

  return async (ctx, next) => {
    const match = iconPath.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const [, key, file] = match;
    if (!key || !file || !isAppIconFile(file)) return next();
    const current = appIconKey(services.settings.public());
    if (key !== current) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.redirect(appIconPath(current, file));
      return;
    }
    const body = await draw(file);
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.type = 'image/png';
    ctx.body = body;
  };
}
