import type { MediaFormat, MediaSize } from '../../server/contracts/image';

/** The URL of a resized variant of an image, from its cdnUrl ("/media/{uuid}/"). */
export function mediaVariant(cdnUrl: string, size: MediaSize, format: MediaFormat = 'jpg'): string {
  return `${cdnUrl.endsWith('/') ? cdnUrl : `${cdnUrl}/`}${size}.${format}`;
}

/** A srcset of the square variants a gallery or card may pick from, by width. */
export function mediaSrcSet(cdnUrl: string, format: MediaFormat): string {
  return `${mediaVariant(cdnUrl, '640x640', format)} 640w, ${mediaVariant(cdnUrl, '1280x1280', format)} 1280w`;
}
