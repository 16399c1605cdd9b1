import type { Image } from '../../../server/contracts/image';

/** The gallery's props, shared by the lazy wrapper and the gallery it loads. */
export type PhotoGalleryProps = {
  images: Image[];
  /** Names the gallery for screen readers, e.g. the walk's name. */
  label: string;
};
