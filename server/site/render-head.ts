import { apiPaths, pageHeadTexts, serverHeadAttribute } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import type { ClubSite } from '../settings/club-site';
import type { PageHead } from './page-head';
import { absoluteUrl } from '../infra/absolute-urls';
import { scriptJson } from './site-head';

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${serverHeadAttribute} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

const meta = (key: 'name' | 'property', name: string, content: string) => tag('meta', { [key]: name, content });

/** The head tags of one page: title, description, canonical, Open Graph, Twitter card, feed link, JSON-LD. */
export function renderHead(head: PageHead, config: Pick<ClubSite, 'clubName' | 'publicUrl'>): string {
  const lines = [
    `<title ${serverHeadAttribute}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) lines.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalPath) lines.push(tag('link', { rel: 'canonical', href: absoluteUrl(config, head.canonicalPath) }));
  if (head.feed) {
    lines.push(
      tag('link', {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: pageHeadTexts.newsletters.feedTitle(config.clubName),
        href: absoluteUrl(config, apiPaths.newsletters.feed),
      }),
    );
  }
  lines.push(
    meta('property', 'og:site_name', config.clubName),
    meta('property', 'og:locale', 'nl_BE'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
  );
  if (head.canonicalPath) lines.push(meta('property', 'og:url', absoluteUrl(config, head.canonicalPath)));
  lines.push(
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', head.image.type),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
  );
  if (head.publishedTime) lines.push(meta('property', 'article:published_time', head.publishedTime));
  lines.push(
    meta('name', 'twitter:card', head.image.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
  );
  if (head.jsonLd) {
    lines.push(`<script ${serverHeadAttribute} type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}

const shellTitle = /<title\b[^>]*>[^<]*<\/title>/i;

/** The shell with the page's head in place of its generic title. */
export function withHead(shell: string, headHtml: string): string {
  // A function replacement: "$&" and the like in a walk's name must stay text.
  return shellTitle.test(shell)
    ? shell.replace(shellTitle, () => headHtml)
    : shell.replace('</head>', () => `${headHtml}</head>`);
}
