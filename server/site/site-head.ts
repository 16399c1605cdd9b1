import { siteConfigElementId, type SiteConfig } from '../contracts';
import { escapeHtml } from '../infra/escape-html';
import { appIconKey, appIconPath } from '../images/app-icon-paths';

/** JSON in a script element: "<" escaped, so that no text in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What every served page carries of the club's settings, so the app needs no request to show them:
 * the site config as a JSON data block (not run, so the CSP's script rules do not apply), the theme
 * colour for the browser's toolbar and as the app's brand colour, and the club's icons. Without
 * serverHeadAttribute: the app keeps them when the visitor opens another page.
 */
export function renderSiteConfig(siteConfig: SiteConfig): string {
  const colour = escapeHtml(siteConfig.settings.club.themeColor);
  const key = appIconKey(siteConfig.settings);
  return [
    `<meta name="theme-color" content="${colour}">`,
    `<link rel="icon" type="image/png" sizes="192x192" href="${appIconPath(key, 'icon-192.png')}">`,
    // iOS shows a see-through icon on black: the maskable one is on white, its logo well inside.
    `<link rel="apple-touch-icon" href="${appIconPath(key, 'maskable-512.png')}">`,
    // The colour is #rrggbb (the settings' schema); escaped all the same, as CSS text cannot hold "<".
    `<style>:root{--color-brand:${colour}}</style>`,
    `<script type="application/json" id="${siteConfigElementId}">${scriptJson(siteConfig)}</script>`,
  ].join('\n');
}

/** The build's own theme colour and icons, which the club's replace. */
const builtTags = [/<meta name="theme-color"[^>]*>/gi, /<link rel="(?:icon|apple-touch-icon)"[^>]*>/gi];

/**
 * The page with the club's part of the head at its end: after the build's stylesheet, so the brand
 * colour set here is the one that counts.
 */
export function withSiteHead(html: string, siteHtml: string): string {
  const page = builtTags.reduce((text, tag) => text.replace(tag, ''), html);
  return page.replace('</head>', () => `${siteHtml}</head>`);
}
