import type { MediaFormat, MediaSize } from '../../server/contracts/image';

/** The URL of a resized variant of an image, from its cdnUrl ("/media/{uuid}/"). */
export function mediaVariant(cdnUrl: string, size: MediaSize, format: MediaFormat = 'jpg'): string {
  return `${cdnUrl.endsWith('/') ? cdnUrl : `${cdnUrl}/`}${size}.${format}`;
}

const srcSetSizes: { size: MediaSize; width: number }[] = [
  { size: '300x300', width: 300 },
  { size: '640x640', width: 640 },
  { size: '1280x1280', width: 1280 },
];

/** A srcset of the variants a card, portrait or gallery may pick from, by width (a small photo stays small). */
export function mediaSrcSet(cdnUrl: string, format: MediaFormat): string {
  return srcSetSizes.map(({ size, width }) => `${mediaVariant(cdnUrl, size, format)} ${width}w`).join(', ');
}
