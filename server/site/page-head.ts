import { documentTitle, type ImageRecord, type PublicSettings } from '../contracts';
import type { Deps } from '../deps';
import { appIconKey, appIconPath } from '../images/app-icon-paths';
import { absoluteUrl, shareImageUrl } from '../infra/absolute-urls';
import type { HeadSpec } from './route-heads';
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

/**
 * The head of a page from what its route says of it (route-heads.ts): the full title, the
 * preview image with its size, and the JSON-LD. The size of a photo is no part of the public JSON:
 * it is the one thing read from the store here.
 */
export function pageHeads({ config, store }: Pick<Deps, 'config' | 'store'>) {
  /** The club's app icon (its logo, or its initials), for pages without a photo. */
  const logoPreview = (settings: PublicSettings): PageHead['image'] => ({
    url: absoluteUrl(config, appIconPath(appIconKey(settings), 'icon-512.png')),
    type: 'image/png',
    width: 512,
    height: 512,
    alt: settings.club.name,
    large: false,
  });

  /** A photo's 1200x630 variant: fitted inside, never enlarged (server/images/files.ts), so its size is known. */
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

  /** The first photo still stored: a deleted one leaves its uuid behind. */
  function storedPhoto(uuids: readonly string[]): ImageRecord | undefined {
    for (const uuid of uuids) {
      const image = store.images.find((candidate) => candidate.uuid === uuid);
      if (image) return image;
    }
    return undefined;
  }

  return (spec: HeadSpec, settings: PublicSettings): PageHead => {
    const club = settings.club.name;
    const { title, photos = [], about, status = 200, noindex = false, type = 'website', feed = false, ...head } = spec;
    const photo = storedPhoto(photos);
    let jsonLd: JsonLd | undefined;
    if (about === 'club') jsonLd = organizationData(config, settings);
    else if (about) {
      const { walk } = about;
      jsonLd = walkEventData(config, settings, walk, {
        description: spec.description,
        bannerUuid: walk.banner?.uuid ?? null,
      });
    }
    return {
      status,
      noindex,
      type,
      feed,
      ...head,
      ...(jsonLd ? { jsonLd } : {}),
      title: documentTitle(club, title),
      shareTitle: title ?? club,
      image: photo ? photoPreview(photo, title ?? club) : logoPreview(settings),
    };
  };
}
