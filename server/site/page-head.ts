import type { Deps } from '../deps';
import {
  documentTitle,
  formatWalkStart,
  idPattern,
  isAppPath,
  joinAddress,
  pageHeadTexts as texts,
  shortText,
  trimTrailingSlashes,
  type EventRecord,
  type ImageRecord,
  type PublicSettings,
} from '../contracts';
import { detailPageOf, infoPagePath, isAdminAreaPath, newsletterPath, publicPaths, walkPath } from '../contracts';
import { publishedWalk } from '../events/service';
import { imageRecord } from '../images/service';
import { newsletterShareImage, publishedNewsletter } from '../newsletters/service';
import { publishedPage } from '../pages/service';
import { htmlToText } from '../infra/rich-text';
import type { ClubSettings } from '../settings/service';
import { appIconKey, appIconPath } from '../images/app-icon-paths';
import { shareImageUrl, absoluteUrl } from '../infra/absolute-urls';
import { organizationData, walkEventData, type JsonLd } from './structured-data';

/** What the head of a public page says before any JavaScript runs: for link previews and search engines. */
export type PageHead = {
  status: 200 | 404;
  title: string;
  /** The title a link preview shows: the page's own, the club beside it as og:site_name. */
  shareTitle: string;
  description: string;
  /** The page's one address; absent on pages that should not be indexed. */
  canonicalPath?: string;
  type: 'website' | 'article';
  /** Absolute; a photo's 1200x630 JPEG, or the club's logo. */
  image: { url: string; type: string; width: number; height: number; alt: string; large: boolean };
  noindex: boolean;
  /** Newsletter pages point feed readers to the newsletters' feed. */
  feed: boolean;
  publishedTime?: string;
  jsonLd?: JsonLd;
};

type Resolved = Omit<PageHead, 'title' | 'shareTitle' | 'image' | 'status' | 'noindex' | 'type' | 'feed'> &
  Partial<Pick<PageHead, 'status' | 'noindex' | 'type' | 'feed'>> & {
    /** The page's own title; the home page has none and carries the club name alone. */
    title?: string;
    image?: ImageRecord | null | undefined;
  };

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function idIn(segment: string): number | undefined {
  const text = decoded(segment);
  return text !== undefined && idPattern.test(text) ? Number(text) : undefined;
}

/**
 * The head of every public URL, read from the store (which keeps everything in memory): unpublished
 * and unknown items answer 404 like made-up paths, with noindex.
 */
export function pageHeads({
  config,
  store,
  settings: clubSettings,
}: Pick<Deps, 'config' | 'store'> & { settings: Pick<ClubSettings, 'public'> }) {
  /** The fixed pages, with the club's name of this moment. */
  const staticPages = (settings: PublicSettings): Record<string, () => Resolved> => {
    const club = settings.club.name;
    return {
      [publicPaths.home]: () => ({
        description: texts.home.description(club),
        jsonLd: organizationData(config, settings),
      }),
      [publicPaths.members]: () => ({ title: texts.members.title, description: texts.members.description(club) }),
      [publicPaths.ownWalks]: () => ({ title: texts.ownWalks.title, description: texts.ownWalks.description(club) }),
      [publicPaths.walks]: () => ({
        title: texts.otherWalks.title(club),
        description: texts.otherWalks.description(club),
      }),
      [publicPaths.newsletters]: () => ({
        title: texts.newsletters.title,
        description: texts.newsletters.description(club),
        feed: true,
      }),
      [publicPaths.euraudax]: () => ({ title: texts.euraudax.title, description: texts.euraudax.description(club) }),
      [publicPaths.contact]: () => ({ title: texts.contact.title, description: texts.contact.description(club) }),
      [publicPaths.becomeMember]: () => ({
        title: texts.becomeMember.title,
        description: texts.becomeMember.description(club),
      }),
    };
  };

  const notFound = (): Resolved => ({
    status: 404,
    noindex: true,
    title: texts.notFound.title,
    description: texts.notFound.description,
  });

  function walk(settings: PublicSettings, id: number | undefined): Resolved {
    const record = id === undefined ? undefined : publishedWalk(store, id);
    if (!record) return { ...notFound(), title: texts.walk.notFoundTitle, description: texts.walk.notFoundDescription };
    const description = walkDescription(record);
    const banner = imageRecord(store, record.bannerImageId);
    return {
      title: record.name,
      description,
      canonicalPath: walkPath(record),
      image: banner,
      jsonLd: walkEventData(config, settings, record, { description, bannerUuid: banner?.uuid ?? null }),
    };
  }

  function newsletter(id: number | undefined): Resolved {
    const record = id === undefined ? undefined : publishedNewsletter(store, id);
    if (!record) return notFound();
    return {
      title: record.title,
      description: shortText(htmlToText(record.intro)) || texts.newsletter.fallbackDescription,
      canonicalPath: newsletterPath(record),
      type: 'article',
      publishedTime: record.creationTimestamp,
      image: newsletterShareImage(store, record),
      feed: true,
    };
  }

  function page(link: string | undefined): Resolved {
    const record = link === undefined ? undefined : publishedPage(store, link);
    if (!record) return notFound();
    const [firstPhoto] = record.photobookImageIds;
    return {
      title: record.title || texts.infoPage.fallbackTitle,
      description:
        shortText(record.metaDescription) ||
        shortText(htmlToText(record.contentHtml)) ||
        texts.infoPage.fallbackDescription,
      canonicalPath: infoPagePath(record),
      image: imageRecord(store, firstPhoto),
    };
  }

  function resolve(settings: PublicSettings, path: string): Resolved {
    const trimmed = trimTrailingSlashes(path) || '/';
    const fixed = staticPages(settings)[trimmed];
    if (fixed) return { canonicalPath: trimmed, ...fixed() };
    if (!isAppPath(trimmed)) return notFound();
    if (trimmed === publicPaths.unsubscribe) {
      return { noindex: true, title: texts.unsubscribe.title, description: texts.unsubscribe.description };
    }
    if (isAdminAreaPath(trimmed)) {
      return { noindex: true, title: texts.admin.title, description: texts.admin.description };
    }
    // The segment as written, encoded (a slug may hold any letter): the app and the API read it decoded.
    // Another spelling of the same page (/wandeltochten/%31) is sent to this one first (page-address.ts).
    const detail = detailPageOf(trimmed);
    if (detail?.page === 'ownWalk' || detail?.page === 'walk') return walk(settings, idIn(detail.segment));
    if (detail?.page === 'newsletter') return newsletter(idIn(detail.segment));
    if (detail?.page === 'infoPage') return page(decoded(detail.segment));
    return notFound();
  }

  /** The club's app icon (its logo, or its initials), for pages without a photo. */
  const logoPreview = (settings: PublicSettings): PageHead['image'] => ({
    url: absoluteUrl(config, appIconPath(appIconKey(settings), 'icon-512.png')),
    type: 'image/png',
    width: 512,
    height: 512,
    alt: settings.club.name,
    large: false,
  });

  /** A photo's 1200x630 variant: fitted inside, never enlarged (server/services/media.ts), so its size is known. */
  function photoPreview(image: ImageRecord, alt: string): PageHead['image'] {
    const scale = Math.min(1, 1200 / image.width, 630 / image.height);
    return {
      url: shareImageUrl(config, image.uuid),
      type: 'image/jpeg',
      // Facebook shows a preview at a URL's first share only when it knows the image's size.
      width: Math.round(image.width * scale),
      height: Math.round(image.height * scale),
      alt,
      large: true,
    };
  }

  return (path: string): PageHead => {
    const settings = clubSettings.public();
    const club = settings.club.name;
    const { title, image, ...head } = resolve(settings, path);
    const fullTitle = documentTitle(club, title);
    return {
      status: 200,
      noindex: false,
      type: 'website',
      feed: false,
      ...head,
      title: fullTitle,
      shareTitle: title ?? club,
      image: image ? photoPreview(image, title ?? club) : logoPreview(settings),
    };
  };
}

/** The walk's intro as text, or a sentence from its name, date and place (as the walk page says). */
function walkDescription(walk: Pick<EventRecord, 'intro' | 'name' | 'startDateTime' | 'location'>): string {
  return (
    shortText(htmlToText(walk.intro)) ||
    texts.walk.fallbackDescription(walk.name, formatWalkStart(walk.startDateTime), joinAddress(walk.location))
  );
}
