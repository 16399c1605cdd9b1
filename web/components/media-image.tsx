import { mediaSrcSet, mediaVariant } from '../lib/media';

type MediaImageProps = {
  /** The image's cdnUrl ("/media/{uuid}/"); the variants are served beside it. */
  cdnUrl: string;
  alt: string;
  /** Intrinsic size hints so the page does not jump while the image loads; CSS decides the shown size. */
  width: number;
  height: number;
  /** How wide the image shows, for the browser's pick between the 640 and 1280 variants. */
  sizes?: string;
  /**
   * The page's largest image (its LCP): loads at once and first (fetchpriority high). The rest load
   * lazily, when scrolled near (the default).
   */
  eager?: boolean;
  className?: string;
};

/** An uploaded image through the resized /media variants: webp where the browser takes it, else JPEG. */
export function MediaImage({ cdnUrl, alt, width, height, sizes = '100vw', eager = false, className }: MediaImageProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={mediaSrcSet(cdnUrl, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={mediaVariant(cdnUrl, '1280x1280')}
        srcSet={mediaSrcSet(cdnUrl, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
}
