import './photo-gallery.css';
import { useEffect, useRef, useState } from 'react';
import { MediaImage } from '../media-image';
import type { PhotoGalleryProps } from './photo-gallery-props';
import { Lightbox } from './lightbox';
import { photoGalleryTexts as texts } from './texts';

/** SPEC §9: the carousel shows 3 images at a time, and controls only above 3. */
const perPage = 3;

/**
 * The photo carousel (SPEC §2): 3 photos at a time; with more, previous/next move by one and wrap.
 * Each photo opens the lightbox; closing it puts focus back on that photo.
 */
export default function PhotoGallery({ images, label }: PhotoGalleryProps) {
  const [start, setStart] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = images.length;

  // Another photobook (same ids means the same one, whatever the array): back to the start,
  // and a lightbox on a photo that is gone closes. Adjusted while rendering, so no stale frame shows.
  const photobook = images.map((image) => image.id).join(',');
  const [seen, setSeen] = useState(photobook);
  if (seen !== photobook) {
    setSeen(photobook);
    setStart(0);
    if (open !== null && open >= total) setOpen(null);
  }

  // Focus goes back once the dialog has left the page (while it is modal, the page is inert).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === null && wasOpen.current) opener.current?.focus();
    wasOpen.current = open !== null;
  }, [open]);

  const visible = Array.from({ length: Math.min(perPage, total) }, (_, offset) => (start + offset) % total);
  const move = (step: number) => setStart((current) => (current + step + total) % total);

  return (
    <section
      className="photo-gallery"
      aria-roledescription={texts.roleDescription}
      aria-label={texts.galleryLabel(label)}
    >
      <ul className="photo-gallery-track">
        {visible.map((index) => {
          const image = images[index]!;
          return (
            <li key={index} className="photo-gallery-item">
              <button
                type="button"
                className="photo-gallery-thumb"
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(index);
                }}
              >
                <MediaImage
                  className="photo-gallery-image"
                  cdnUrl={image.cdnUrl}
                  alt={texts.photoAlt(index + 1, total, label)}
                  width={640}
                  height={480}
                  sizes="(min-width: 72rem) 23rem, 33vw"
                />
                <span className="visually-hidden">{texts.enlarge}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {total > perPage && (
        <div className="photo-gallery-controls">
          <button
            type="button"
            className="button photo-gallery-step"
            aria-label={texts.previousPage}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="photo-gallery-position" aria-live="polite">
            {texts.shown(
              visible.map((index) => index + 1),
              total,
            )}
          </p>
          <button
            type="button"
            className="button photo-gallery-step"
            aria-label={texts.nextPage}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      {open !== null && open < total && (
        <Lightbox images={images} index={open} label={label} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
