/** Parses the built index.html: the script, modulepreload and stylesheet tags the home page loads first. */

/**
 * The JS and CSS the home page fetches before it runs: every <script src> (the module
 * entry, and a classic script such as a service-worker registration if there is one),
 * every <link rel="modulepreload"> and every stylesheet link, outside <noscript>.
 */
export function firstLoadEntries(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  // What <noscript> holds loads only without JavaScript (the no-script stylesheet).
  const withScripts = html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  for (const tag of withScripts.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const name = tag[1]?.toLowerCase();
    const attributes = parseAttributes(tag[2] ?? '');
    if (name === 'script' && attributes.src) scripts.push(attributes.src);
    if (name === 'link' && attributes.href) {
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) scripts.push(attributes.href);
      if (rel.includes('stylesheet')) styles.push(attributes.href);
    }
  }
  const local = (url: string) => !/^[a-z]+:|^\/\//i.test(url);
  return { scripts: [...new Set(scripts.filter(local))], styles: [...new Set(styles.filter(local))] };
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const key = match[1]?.toLowerCase();
    if (key) attributes[key] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}
