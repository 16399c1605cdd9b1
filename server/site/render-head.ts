import {
  newsletterFeedPath,
  pageHeadTexts,
  serverHeadAttribute,
  siteConfigElementId,
  type SiteConfig,
} from '../contracts';
import { escapeHtml } from '../services/escape-html';
import type { ClubSite } from '../settings/club-site';
import type { PageHead } from './page-head';
import { absoluteUrl } from './public-paths';

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${serverHeadAttribute} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/** JSON in a script element: "<" escaped, so that no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
        href: absoluteUrl(config, newsletterFeedPath),
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

/**
 * What every served page carries of the club's settings, so the app needs no request to show them:
 * the site config as a JSON data block (not run, so the CSP's script rules do not apply), the theme
 * colour for the browser's toolbar and as the app's brand colour. Without serverHeadAttribute: the
 * app keeps them when the visitor opens another page.
 */
export function renderSiteConfig(siteConfig: SiteConfig): string {
  const colour = siteConfig.settings.club.themeColor;
  return [
    `<meta name="theme-color" content="${escapeHtml(colour)}">`,
    // The colour is #rrggbb (settings' schema); escaped all the same, as CSS text cannot hold "<".
    `<style>:root{--color-brand:${escapeHtml(colour)}}</style>`,
    `<script type="application/json" id="${siteConfigElementId}">${scriptJson(siteConfig)}</script>`,
  ].join('\n    ');
}

const shellTitle = /<title\b[^>]*>[^<]*<\/title>/i;
const shellThemeColour = /<meta name="theme-color"[^>]*>/gi;

/** The shell with the page's head in place of its generic title, and the built theme colour left out for the club's. */
export function withHead(shell: string, headHtml: string): string {
  const html = shell.replace(shellThemeColour, '');
  // A function replacement: "$&" and the like in a walk's name must stay text.
  return shellTitle.test(html)
    ? html.replace(shellTitle, () => headHtml)
    : html.replace('</head>', () => `${headHtml}</head>`);
}
