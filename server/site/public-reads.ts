import type { Config } from '../config';
import { apiPaths } from '../contracts/api-paths';
import { publicWalks, type WalkKind } from '../events/service';
import { etagOf, gzipOnce } from '../http/kept-text';
import { publicMembers } from '../members/service';
import { publicNewsletters } from '../newsletters/service';
import { publicPages } from '../pages/service';
import type { ClubSettings } from '../settings/service';
import type { Store } from '../store';
import { siteConfigOf } from './site-config';

/** One public JSON read: the key that changes with everything its answer shows, and the answer. */
type PublicReadSource = { revision: () => string; compute: () => unknown };

/**
 * A read's answer as sent: the JSON text (null answers 204), its bytes, its ETag, and its gzip made
 * on first demand. A new object for every new revision key, so a holder can tell by identity.
 */
export type PublicReadEntry = {
  readonly key: string;
  readonly json: string | null;
  readonly body: Buffer | null;
  readonly etag: string;
  gzip: Buffer | null | undefined;
};

type Sources = { config: Config; store: Store; now: () => Date; settings: ClubSettings };

/**
 * Every public JSON read by its exact path (SPEC §7): the one place these answers are made, for the
 * routers, the fast path in front of Koa and the server's own pages. None depends on who asks.
 */
function publicReadSources({ config, store, now, settings }: Sources): Map<string, PublicReadSource> {
  const walks = publicWalks(store, now);
  const members = publicMembers(store);
  const pages = publicPages(store);
  const newsletters = publicNewsletters(store);
  const walkList = (kind: WalkKind, when: 'upcoming' | 'past' | 'all'): PublicReadSource => ({
    revision: walks.revision,
    compute: () => walks[when](kind),
  });
  const memberList = (compute: () => unknown): PublicReadSource => ({ revision: members.revision, compute });

  return new Map<string, PublicReadSource>([
    [
      apiPaths.siteConfig,
      { revision: settings.revision, compute: () => siteConfigOf({ config, services: { settings } }) },
    ],
    [apiPaths.events.lists.other.future, walkList('other', 'upcoming')],
    [apiPaths.events.lists.other.past, walkList('other', 'past')],
    [apiPaths.events.lists.own.future, walkList('own', 'upcoming')],
    [apiPaths.events.lists.own.past, walkList('own', 'past')],
    [apiPaths.events.euraudax, walkList('euraudax', 'all')],
    [apiPaths.events.ownNext, { revision: walks.revision, compute: () => walks.nextOwn() }],
    [apiPaths.members.board, memberList(members.board)],
    [apiPaths.members.aids, memberList(members.aids)],
    [apiPaths.members.euraudax, memberList(members.euraudax)],
    [apiPaths.members.count, memberList(members.count)],
    [apiPaths.pages.list, { revision: pages.revision, compute: pages.list }],
    [apiPaths.newsletters.list, { revision: () => newsletters.revision(), compute: newsletters.list }],
    // The batches for offline reading (contracts/offline.ts): the same answers as the URLs each names.
    [apiPaths.offline.walks, { revision: walks.revision, compute: walks.offline }],
    [apiPaths.offline.newsletters, { revision: () => newsletters.revision(), compute: newsletters.offline }],
    // The pages show their photobooks, so images count too.
    [apiPaths.offline.pages, { revision: () => pages.revision({ images: true }), compute: pages.offline }],
    [apiPaths.offline.club, memberList(members.offline)],
  ]);
}

function entryOf(key: string, answer: unknown): PublicReadEntry {
  const text = JSON.stringify(answer);
  const json = text === 'null' ? null : text;
  const body = json === null ? null : Buffer.from(json);
  const etag = etagOf(body ?? '');
  return { key, json, body, etag, gzip: undefined };
}

export type PublicReads = ReturnType<typeof publicReads>;

/**
 * The public reads, each computed (and gzipped when asked) once per revision of its data. A client
 * that holds the answer gets its 304 from the entry alone; only a new revision key computes again.
 */
export function publicReads(sources: Sources) {
  const table = publicReadSources(sources);
  const entries = new Map<string, PublicReadEntry>();

  /** The current entry of a known path; undefined for any other path. */
  function entry(path: string): PublicReadEntry | undefined {
    const source = table.get(path);
    if (!source) return undefined;
    const key = source.revision();
    let current = entries.get(path);
    if (current?.key !== key) {
      current = entryOf(key, source.compute());
      entries.set(path, current);
    }
    return current;
  }

  return {
    /** The exact paths served, for the router. */
    paths: [...table.keys()],
    entry,
    /** The answer's gzip, made once per entry; null when the body is too small to be worth it. */
    gzipOf: (current: PublicReadEntry): Buffer | null => gzipOnce(current),
    /**
     * The JSON text of a public read, as GET would answer it (204 with an empty body for "none"), for
     * the server's own use (e.g. rendering a page); undefined for a path that is no public read.
     */
    publicRead(path: string): { status: number; body: string } | undefined {
      const current = entry(path);
      if (!current) return undefined;
      return current.json === null ? { status: 204, body: '' } : { status: 200, body: current.json };
    },
  };
}
