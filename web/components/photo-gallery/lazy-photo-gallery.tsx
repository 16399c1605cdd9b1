import { lazy, Suspense } from 'react';
import type { PhotoGalleryProps } from './photo-gallery-props';

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
