import {
  formatWalkStart,
  infoPagePath,
  joinAddress,
  newsletterPath,
  pageHeadTexts as texts,
  publicPaths,
  shortText,
  walkPath,
  type Event,
  type Newsletter,
  type Page,
  type PublicSettings,
} from '../contracts';
import type { AnswersOf, SettledRead } from '../contracts/page-reads';
import type { PublicRouteName, ReadsOf, RouteParams } from '../contracts/public-routes';
import { htmlToText } from '../infra/rich-text';

/**
 * The head and status of each public route (contracts/public-routes.ts), from the answers to its own
 * reads: one per route, checked by the type below. Here on the server rather than beside the routes:
 * the browser never writes a head, and these would cost every walker's first load (about 3 KB gzip).
 * page-head.ts makes the tags of it.
 */

/** A page's head as its route has it. */
export type HeadSpec = {
  /** 404: unknown or unpublished, like a made-up path. */
  status?: 404;
  noindex?: true;
  /** The page's own title; the home page has none and carries the club's name alone. */
  title?: string;
  description: string;
  /** The page's one address; absent on pages that should not be indexed. */
  canonicalPath?: string;
  type?: 'article';
  /** Newsletter pages point feed readers to the newsletters' feed. */
  feed?: true;
  publishedTime?: string;
  /** Photos a link preview may show, by uuid, best first: the first still stored, else the club's icon. */
  photos?: string[];
  /** What the page is about, for search engines (schema.org JSON-LD): the club, or a walk as an Event. */
  about?: 'club' | { walk: Event };
};

/** A route's head; `answers` reads the route's answers, only for a head that uses them (a list page's never does). */
type RouteHead<N extends PublicRouteName> = (
  answers: () => AnswersOf<ReadsOf<N>>,
  settings: PublicSettings,
  params: RouteParams,
) => HeadSpec;

const notFound: HeadSpec = {
  status: 404,
  noindex: true,
  title: texts.notFound.title,
  description: texts.notFound.description,
};

/** The answer of a detail read, or undefined when it failed (unknown, unpublished, a malformed id). */
const found = <T>(answer: SettledRead<T>): T | undefined => (answer.status === 'success' ? answer.data : undefined);

/** A fixed page's texts: its title (or one with the club's name) and a description with the club's name. */
type FixedPageTexts = { title: string | ((club: string) => string); description: (club: string) => string };

/** A fixed page's head, at its own path, from its texts; `extra` for what it adds (a feed link). */
const fixedPage =
  (path: string, pageTexts: FixedPageTexts, extra: Pick<HeadSpec, 'feed'> = {}) =>
  (_answers: unknown, settings: PublicSettings): HeadSpec => {
    const club = settings.club.name;
    const title = typeof pageTexts.title === 'string' ? pageTexts.title : pageTexts.title(club);
    return { canonicalPath: path, title, description: pageTexts.description(club), ...extra };
  };

function walkHead(answers: () => [SettledRead<Event>]): HeadSpec {
  const walk = found(answers()[0]);
  if (!walk) return { ...notFound, title: texts.walk.notFoundTitle, description: texts.walk.notFoundDescription };
  // The walk's intro as text, or a sentence from its name, date and place (as the walk page says).
  const description =
    shortText(htmlToText(walk.intro)) ||
    texts.walk.fallbackDescription(walk.name, formatWalkStart(walk.startDateTime), joinAddress(walk.location));
  return {
    title: walk.name,
    description,
    // A walk shown under the other list is a page of its own: its canonical link names the one.
    canonicalPath: walkPath(walk),
    photos: walk.banner ? [walk.banner.uuid] : [],
    about: { walk },
  };
}

function newsletterHead(answers: () => [SettledRead<Newsletter>]): HeadSpec {
  const newsletter = found(answers()[0]);
  if (!newsletter) return notFound;
  return {
    title: newsletter.title,
    description: shortText(htmlToText(newsletter.intro)) || texts.newsletter.fallbackDescription,
    canonicalPath: newsletterPath(newsletter),
    type: 'article',
    publishedTime: newsletter.creationTimestamp,
    // Its blocks come in their order; a block may still name a photo deleted since.
    photos: newsletter.blocks.flatMap(({ imageId }) => (imageId ? [imageId] : [])),
    feed: true,
  };
}

function infoPageHead(answers: () => [SettledRead<Page>], slug: string | undefined): HeadSpec {
  const page = found(answers()[0]);
  // The API reads a link trimmed: only the page's own link is its page.
  if (!page || page.link !== slug) return notFound;
  return {
    title: page.title || texts.infoPage.fallbackTitle,
    description:
      shortText(page.metaDescription) || shortText(htmlToText(page.contentHtml)) || texts.infoPage.fallbackDescription,
    canonicalPath: infoPagePath(page),
    photos: page.photobook.slice(0, 1).map(({ uuid }) => uuid),
  };
}

export const routeHeads: { [N in PublicRouteName]: RouteHead<N> } = {
  home: (_answers, settings) => ({
    canonicalPath: publicPaths.home,
    description: texts.home.description(settings.club.name),
    about: 'club',
  }),
  members: fixedPage(publicPaths.members, texts.members),
  ownWalks: fixedPage(publicPaths.ownWalks, texts.ownWalks),
  ownWalk: walkHead,
  walks: fixedPage(publicPaths.walks, texts.otherWalks),
  walk: walkHead,
  newsletters: fixedPage(publicPaths.newsletters, texts.newsletters, { feed: true }),
  newsletter: newsletterHead,
  euraudax: fixedPage(publicPaths.euraudax, texts.euraudax),
  contact: fixedPage(publicPaths.contact, texts.contact),
  becomeMember: fixedPage(publicPaths.becomeMember, texts.becomeMember),
  infoPage: (answers, _settings, params) => infoPageHead(answers, params.slug),
  unsubscribe: () => ({ noindex: true, title: texts.unsubscribe.title, description: texts.unsubscribe.description }),
  admin: () => ({ noindex: true, title: texts.admin.title, description: texts.admin.description }),
  notFound: () => notFound,
};

/** The head of the route `name`, from its answers (read when asked); for callers that hold any route's answers as a list. */
export function headOf(
  name: PublicRouteName,
  answers: () => readonly SettledRead[],
  settings: PublicSettings,
  params: RouteParams,
): HeadSpec {
  // The answers are those of this route's own reads, in their order (public-page.ts): the types of
  // the table above hold for them, which TypeScript cannot follow through the name.
  const head = routeHeads[name] as (
    answers: () => readonly SettledRead[],
    settings: PublicSettings,
    params: RouteParams,
  ) => HeadSpec;
  return head(answers, settings, params);
}
