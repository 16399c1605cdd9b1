import { mediaVariant } from '../../lib/media';

type AdminImageProps = {
  cdnUrl: string;
  alt: string;
  /** Shown size in CSS pixels; the file is the 300x300 variant (SPEC §7: previews are 300x300 in admin). */
  size?: number;
};

/** An image preview in the admin: the 300x300 variant, never the original. */
export function AdminImage({ cdnUrl, alt, size = 150 }: AdminImageProps) {
  return (
    <img
      className="admin-image"
      src={mediaVariant(cdnUrl, '300x300')}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
