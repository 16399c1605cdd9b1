/**
 * Every path of the public API (/api/…) and, in admin-api-paths.ts, the admin API (/admin/api/…),
 * written once (two files, so the public pages' bundle never carries the admin's paths): the routers
 * register the patterns, the public reads key their answers by them, and the web app, the service
 * worker and the outbox build their URLs with the builders. A test fails when one is written
 * anywhere else (tests/unit/api-paths-single-source.test.ts). No zod here: the public bundle imports it.
 */

/** The `:name` segments of a pattern, in order. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

type ParamValues<Names extends readonly string[]> = { [K in keyof Names]: string | number };

/** A path with `:name` segments: called with a value per segment, in order; `.pattern` for a router. */
export type PathBuilder<P extends string> = ((...values: ParamValues<ParamNames<P>>) => string) & {
  readonly pattern: P;
};

/**
 * A builder for the pattern: each value fills its segment, encoded, so an odd value stays one segment.
 * Marked free of side effects, so a bundle leaves out the paths it never calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function apiPath<const P extends string>(pattern: P): PathBuilder<P> {
  const build = (...values: readonly (string | number)[]) => {
    let next = 0;
    return pattern.replace(/:[a-z]+/gi, () => encodeURIComponent(String(values[next++])));
  };
  return Object.assign(build, { pattern });
}

// Two constants, not read from the object below: the public pages' bundle keeps only the root it uses.
const publicRoot = '/api';
const adminRoot = '/admin/api';

/** The roots of the two APIs: nothing under them is a page of the web app. */
export const apiRoots = { public: publicRoot, admin: adminRoot } as const;

export const isPublicApiPath = (path: string) => path.startsWith(`${publicRoot}/`);
export const isAdminApiPath = (path: string) => path.startsWith(`${adminRoot}/`);

/** A root or a path under one: an unknown one answers a JSON 404, never the app's not-found page. */
export const isApiPath = (path: string) =>
  Object.values(apiRoots).some((root) => path === root || path.startsWith(`${root}/`));

/** The public API (SPEC §7): what every visitor's pages read and the forms they send, no sign-in. */
export const apiPaths = {
  /** The club's public settings (name, colours, texts), read by every page. */
  siteConfig: '/api/site-config',
  /** The published walks; the lists and the next own walk are public reads (server/site/public-reads.ts). */
  events: {
    lists: {
      own: { future: '/api/events/own/future', past: '/api/events/own/past' },
      other: { future: '/api/events/future', past: '/api/events/past' },
    },
    ownNext: '/api/events/own/next',
    euraudax: '/api/events/euraudax',
    /** The walk calendar to subscribe to; before `walk`, which would take 'calendar.ics' for an id. */
    calendar: '/api/events/calendar.ics',
    walkCalendar: apiPath('/api/events/:id/calendar.ics'),
    walk: apiPath('/api/events/:id'),
  },
  /** The members' public cards, and the membership form (an application is stored as a member). */
  members: {
    board: '/api/members/board',
    aids: '/api/members/aids',
    euraudax: '/api/members/euraudax',
    count: '/api/members/count',
    apply: '/api/members',
  },
  /** The published info pages: the navbar's list, and one page by the link it is shown under. */
  pages: {
    list: '/api/website-pages',
    byLink: apiPath('/api/website-pages/by-link/:slug'),
  },
  /** The published newsletters, their RSS feed, and the unsubscribe link of their mails (?memberId&token). */
  newsletters: {
    list: '/api/newsletters',
    /** Before `newsletter`, which would take 'feed.xml' for an id. */
    feed: '/api/newsletters/feed.xml',
    newsletter: apiPath('/api/newsletters/:id'),
    unsubscribe: '/api/newsletters/unsubscribe',
    validateUnsubscribe: '/api/newsletters/unsubscribe/validate',
  },
  /** The batches for offline reading (contracts/offline.ts): each holds answers of the paths above. */
  offline: {
    walks: '/api/offline/walks',
    newsletters: '/api/offline/newsletters',
    pages: '/api/offline/pages',
    club: '/api/offline/club',
  },
  contact: '/api/mail/contact',
  /** Signing in, the first start's one-time link (?code=…) and a new admin's password link (?code=…). */
  login: '/api/login',
  /** The second step of a sign-in with two-step verification: the code from the app, or a recovery code. */
  loginCode: '/api/login/code',
  /** "Wachtwoord vergeten?": mails a known admin address a single-use link, valid one hour. */
  forgotPassword: '/api/forgot-password',
  setup: '/api/setup',
  setPassword: '/api/set-password',
} as const;

/** The folder of the offline batches: the service worker spreads their answers instead of saving them. */
export const offlineBatchPrefix = '/api/offline/';
