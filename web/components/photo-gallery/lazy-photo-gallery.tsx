import { lazy, Suspense } from 'react';
import type { Image } from '../../../server/contracts/image';

export type PhotoGalleryProps = {
  images: Image[];
  /** Names the gallery for screen readers, e.g. the walk's name. */
  label: string;
};

const PhotoGallery = lazy(() => import('./photo-gallery'));

/** The carousel and lightbox, loaded only on pages that have photos. */
export function LazyPhotoGallery(props: PhotoGalleryProps) {
  if (props.images.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PhotoGallery {...props} />
    </Suspense>
  );
}
