import { z } from 'zod';
import { escapeHtml } from '../infra/escape-html';

/** The part of Vite's build manifest (dist/.vite/manifest.json) that names a chunk's files. */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);

type Manifest = z.infer<typeof manifestSchema>;

/**
 * The tags that let a server-rendered page show and hydrate without waiting on its own chunk: the
 * chunk's stylesheets (without them the page would jump when its script loads them) and its scripts
 * as module preloads. What the entry already loads (index.html's own tags) is left out.
 */
export function pageAssetTags(manifestJson: string): (modules: string[]) => string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestJson);
  } catch {
    return () => '';
  }
  // A build without a readable manifest: the pages load their chunks as the app asks for them.
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) return () => '';
  const manifest: Manifest = checked.data;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const loadedByEntry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const cache = new Map<string, string>();
  return (modules) => {
    const cacheKey = modules.join('\n');
    const known = cache.get(cacheKey);
    if (known !== undefined) return known;
    const chunks = [...closure(modules)].filter((key) => !loadedByEntry.has(key));
    const tags = [
      ...chunks
        .flatMap((key) => manifest[key]?.css ?? [])
        .map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`),
      ...chunks.map((key) => `<link rel="modulepreload" href="/${escapeHtml(manifest[key]?.file ?? '')}">`),
    ];
    const html = [...new Set(tags)].join('\n');
    cache.set(cacheKey, html);
    return html;
  };
}
