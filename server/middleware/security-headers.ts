import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';
import type { Config } from '../config';

/** The CSP source of a URL template: `{s}` subdomains (a.tile…, b.tile…) become a wildcard, other placeholders drop out. */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url.replace(/\{s\}\./g, 'subdomain-placeholder.').replace(/\{[a-z]\}/g, '0'));
    return [parsed.origin.replace('subdomain-placeholder.', '*.')];
  } catch {
    return [];
  }
}

/**
 * Helmet's headers, with a content security policy that admits just the map tiles, geocoder and
 * captcha in use. Scripts only from our own origin (and the captcha's): no inline script, no eval
 * (zod runs jitless in the browser for that, web/lib/zod-jitless.ts).
 */
function helmetOptions(config: Config): HelmetOptions {
  const captcha = config.recaptchaSiteKey
    ? ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net']
    : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(config.tileUrl)],
        connectSrc: ["'self'", ...originOf(config.geocoderUrl), ...originOf(config.tileUrl), ...captcha],
        frameSrc: captcha.length > 0 ? captcha : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Share previews (WhatsApp, Facebook) fetch our images from their own origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Only when the club's own address is HTTPS: on http://localhost it would make the browser refuse the site.
    // A year, and no subdomains: the club may have other sites on its domain without HTTPS.
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
    // The OpenStreetMap tile servers refuse requests without a Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers helmet sets, in its order. They depend on the config alone (no nonce, nothing from
 * the request), so helmet runs once at start against a recorder instead of on every request.
 */
export function securityHeaderList(config: Config): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: unknown;
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/** The security headers on every answer, HTML or not. */
export function securityHeaders(headers: HeaderList): Middleware {
  return (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
