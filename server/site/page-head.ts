import type { AppDeps } from '../app';
import {
  documentTitle,
  formatWalkStart,
  isAppPath,
  joinAddress,
  pageHeadTexts as texts,
  shortText,
  type EventRecord,
} from '../contracts';
import { htmlToText } from '../services/rich-text';
import { infoPagePath, logoPath, newsletterPath, shareImageUrl, absoluteUrl, walkPath } from './public-paths';
import { organizationData, walkEventData, type JsonLd } from './structured-data';

/** What the head of a public page says before any JavaScript runs: for link previews and search engines. */
export type PageHead = {
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's one address; absent on pages that should not be indexed. */
  canonicalPath?: string;
  type: 'website' | 'article';
  /** Absolute; a photo's 1200x630 JPEG, or the club's logo. */
  image: { url: string; alt: string; large: boolean };
  noindex: boolean;
  /** Newsletter pages point feed readers to the newsletters' feed. */
  feed: boolean;
  publishedTime?: string;
  jsonLd?: JsonLd;
};

type Resolved = Omit<PageHead, 'title' | 'image' | 'status' | 'noindex' | 'type' | 'feed'> &
  Partial<Pick<PageHead, 'status' | 'noindex' | 'type' | 'feed'>> & {
    /** The page's own title; the home page has none and carries the club name alone. */
    title?: string;
    imageUuid?: string | null;
  };

const walkDetail = /^\/(?:eigenwandeltochten|wandeltochten)\/([^/]+)$/;
const newsletterDetail = /^\/nieuwsbrieven\/([^/]+)$/;
const infoPage = /^\/info\/([^/]+)$/;
const adminArea = /^\/admin(\/|$)/;
const positiveId = /^[1-9]\d{0,9}$/;

/**
 * The head of every public URL, read from the store on each request (the store keeps everything in
 * memory): unpublished and unknown items answer 404 like made-up paths, with noindex.
 */
export function pageHeads({ config, store }: Pick<AppDeps, 'config' | 'store'>) {
  const club = config.clubName;

  const staticPages: Record<string, () => Resolved> = {
    '/': () => ({ description: texts.home.description(club), jsonLd: organizationData(config) }),
    '/leden': () => ({ title: texts.members.title, description: texts.members.description(club) }),
    '/eigenwandeltochten': () => ({ title: texts.ownWalks.title, description: texts.ownWalks.description(club) }),
    '/wandeltochten': () => ({
      title: texts.otherWalks.title(club),
      description: texts.otherWalks.description(club),
    }),
    '/nieuwsbrieven': () => ({
      title: texts.newsletters.title,
      description: texts.newsletters.description(club),
      feed: true,
    }),
    '/euraudax': () => ({ title: texts.euraudax.title, description: texts.euraudax.description(club) }),
    '/contact': () => ({ title: texts.contact.title, description: texts.contact.description(club) }),
    '/lidworden': () => ({ title: texts.becomeMember.title, description: texts.becomeMember.description(club) }),
  };

  const notFound = (): Resolved => ({
    status: 404,
    noindex: true,
    title: texts.notFound.title,
    description: texts.notFound.description,
  });

  function walk(id: string): Resolved {
    const record = positiveId.test(id) ? store.events.get(Number(id)) : undefined;
    if (!record?.published) {
      return { ...notFound(), title: texts.walk.notFoundTitle, description: texts.walk.notFoundDescription };
    }
    const description = walkDescription(record);
    const bannerUuid = record.bannerImageId === null ? null : (store.images.get(record.bannerImageId)?.uuid ?? null);
    return {
      title: record.name,
      description,
      canonicalPath: walkPath(record),
      imageUuid: bannerUuid,
      jsonLd: walkEventData(config, record, { description, bannerUuid }),
    };
  }

  function newsletter(id: string): Resolved {
    const record = positiveId.test(id) ? store.newsletters.get(Number(id)) : undefined;
    if (!record?.published) return notFound();
    const blockImages = [...record.blocks].sort((a, b) => a.order - b.order).map((block) => block.imageId);
    // A block may still name a photo that was deleted since; the preview needs one that exists.
    const imageUuid = blockImages.find((uuid) => uuid && store.images.find((image) => image.uuid === uuid));
    return {
      title: record.title,
      description: shortText(htmlToText(record.intro)) || texts.newsletter.fallbackDescription,
      canonicalPath: newsletterPath(record.id),
      type: 'article',
      publishedTime: record.creationTimestamp,
      imageUuid,
      feed: true,
    };
  }

  function page(encodedLink: string): Resolved {
    let link: string;
    try {
      link = decodeURIComponent(encodedLink);
    } catch {
      return notFound();
    }
    const record = store.pages.find((candidate) => candidate.link === link);
    if (!record?.published) return notFound();
    const [firstPhoto] = record.photobookImageIds;
    return {
      title: record.title || texts.infoPage.fallbackTitle,
      description:
        shortText(record.metaDescription) ||
        shortText(htmlToText(record.contentHtml)) ||
        texts.infoPage.fallbackDescription,
      canonicalPath: infoPagePath(record.link),
      imageUuid: firstPhoto === undefined ? null : (store.images.get(firstPhoto)?.uuid ?? null),
    };
  }

  function resolve(path: string): Resolved {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
    const fixed = staticPages[trimmed];
    if (fixed) return { canonicalPath: trimmed, ...fixed() };
    if (trimmed === '/unsubscribe') {
      return { noindex: true, title: texts.unsubscribe.title, description: texts.unsubscribe.description };
    }
    if (adminArea.test(trimmed))
      return { noindex: true, title: texts.admin.title, description: texts.admin.description };
    if (!isAppPath(trimmed)) return notFound();
    const [, walkId] = walkDetail.exec(trimmed) ?? [];
    if (walkId !== undefined) return walk(walkId);
    const [, newsletterId] = newsletterDetail.exec(trimmed) ?? [];
    if (newsletterId !== undefined) return newsletter(newsletterId);
    const [, link] = infoPage.exec(trimmed) ?? [];
    if (link !== undefined) return page(link);
    return notFound();
  }

  return (path: string): PageHead => {
    const { title, imageUuid, ...head } = resolve(path);
    const fullTitle = documentTitle(club, title);
    return {
      status: 200,
      noindex: false,
      type: 'website',
      feed: false,
      ...head,
      title: fullTitle,
      image: imageUuid
        ? { url: shareImageUrl(config, imageUuid), alt: title ?? club, large: true }
        : { url: absoluteUrl(config, logoPath), alt: club, large: false },
    };
  };
}

/** The walk's intro as text, or a sentence from its name, date and place (as the walk page says). */
export function walkDescription(walk: Pick<EventRecord, 'intro' | 'name' | 'startDateTime' | 'location'>): string {
  return (
    shortText(htmlToText(walk.intro)) ||
    texts.walk.fallbackDescription(walk.name, formatWalkStart(walk.startDateTime), joinAddress(walk.location))
  );
}
