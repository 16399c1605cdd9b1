import type { Event, EventCard } from './event';
import type { PublicBoardMember, PublicEuraudaxMember } from './member';
import type { Newsletter, NewsletterSummary } from './newsletter';
import { apiPaths } from './api-paths';
import type { Page, PageSummary } from './page';

/**
 * The public API reads the pages make (SPEC §7), each written once for both sides: the browser
 * fetches its URL (web/lib/read-query.ts), the server answers it from the services without HTTP
 * (server/site/page-reader.ts), and both give the same JSON. The public routes name theirs
 * (contracts/public-routes.ts).
 */

/** The published item a detail read asks for, by the path's parameter as the page has it (decoded). */
export type ReadDetail = { of: 'walk' | 'newsletter' | 'page'; param: string };

export type PageRead<T> = {
  /** What the answer is kept under: a screen's query, and the page's data block (#route-data). */
  key: string;
  url: string;
  /** A detail read; without it the URL is a public read (server/site/public-reads.ts). */
  detail?: ReadDetail;
  /** Sent with the admin's bearer token, when there is one (SPEC §7, the own walk lists). */
  withSession?: true;
  /** The answer as the screens read it, from the JSON (undefined: a 204). */
  fromJson?: (json: unknown) => T;
  /** Only for the type: what the read answers. */
  readonly answer?: T;
};

/** An answer as it travels in the page: plain JSON, a failure without its class. */
export type SettledRead<T = unknown> =
  { status: 'success'; data: T } | { status: 'error'; error: { status: number; message: string; fromServer: boolean } };

/** The answers to a list of reads, in their order. */
export type AnswersOf<R extends readonly PageRead<unknown>[]> = {
  [K in keyof R]: R[K] extends PageRead<infer T> ? SettledRead<T> : never;
};

/** The own walk lists may answer one walk, or nothing, for none (SPEC §7): always a list here. */
const asList = (json: unknown): EventCard[] => (!json ? [] : Array.isArray(json) ? json : [json as EventCard]);

/** Which walks a list shows: the club's own (SPEC: OwnJourney) or the other walks (Journeys). */
export type WalkListKind = 'own' | 'other';
export type WalkListWhen = 'future' | 'past';

/** A public read (server/site/public-reads.ts): its answer is the same for everyone. */
const listRead = <T>(key: string, url: string): PageRead<T> => ({ key, url });

export const pageReads = {
  /** The navbar's Info menu. */
  pageSummaries: listRead<PageSummary[]>('pages', apiPaths.pages.list),
  newsletters: listRead<NewsletterSummary[]>('newsletters', apiPaths.newsletters.list),
  /** 204 when no own walk is planned. */
  nextOwnWalk: listRead<Event | undefined>('walks:own:next', apiPaths.events.ownNext),
  board: listRead<PublicBoardMember[]>('club:board', apiPaths.members.board),
  aids: listRead<PublicBoardMember[]>('club:aids', apiPaths.members.aids),
  memberCount: listRead<number>('club:count', apiPaths.members.count),
  euraudaxWalks: listRead<EventCard[]>('euraudax:walks', apiPaths.events.euraudax),
  euraudaxMembers: listRead<PublicEuraudaxMember[]>('euraudax:members', apiPaths.members.euraudax),
  walkList: (kind: WalkListKind, when: WalkListWhen): PageRead<EventCard[]> => ({
    key: `walks:${kind}:${when}`,
    url: apiPaths.events.lists[kind][when],
    ...(kind === 'own' ? { withSession: true as const } : {}),
    fromJson: asList,
  }),
  walk: (id: string): PageRead<Event> => ({
    key: `walk:${id}`,
    url: apiPaths.events.walk(id),
    detail: { of: 'walk', param: id },
  }),
  newsletter: (id: string): PageRead<Newsletter> => ({
    key: `newsletter:${id}`,
    url: apiPaths.newsletters.newsletter(id),
    detail: { of: 'newsletter', param: id },
  }),
  page: (slug: string): PageRead<Page> => ({
    key: `page:${slug}`,
    url: apiPaths.pages.byLink(slug),
    detail: { of: 'page', param: slug },
  }),
} as const;
