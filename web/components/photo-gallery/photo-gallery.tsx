import { MediaImage } from '../media-image';
import type { PhotoGalleryProps } from './lazy-photo-gallery';

/** Placeholder until the carousel and lightbox are built: the photos in a row. */
export default function PhotoGallery({ images, label }: PhotoGalleryProps) {
  return (
    <section aria-label={label}>
      {images.map((image) => (
        <MediaImage key={image.id} cdnUrl={image.cdnUrl} alt={image.fileName} width={640} height={640} />
      ))}
    </section>
  );
}
