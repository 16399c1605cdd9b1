import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { Image } from '../../../server/contracts/image';
import { MediaImage } from '../media-image';
import { photoGalleryTexts as texts } from './texts';

type LightboxProps = {
  images: Image[];
  index: number;
  label: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const focusable = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen photo viewer (SPEC §2): a modal <dialog> in the browser's top layer, so the page
 * behind is inert and nothing (sticky navbar, map panes) can sit above it. Previous/next wrap;
 * the close button, a click beside the photo and Escape close it; arrow keys step; Tab stays inside.
 */
export function Lightbox({ images, index, label, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const total = images.length;
  const image = images[index]!;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
    // The page must not scroll behind the photo (touch scrolling passes through on phones).
    const body = document.body.style;
    const previousOverflow = body.overflow;
    body.overflow = 'hidden';
    return () => {
      body.overflow = previousOverflow;
    };
  }, []);

  const step = (by: number) => onIndexChange((index + by + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      if (total > 1) step(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab') {
      // A modal dialog lets Tab wander into the browser's own toolbar; keep it on our controls.
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.current?.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current?.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  // The dialog fills the screen; a click on it or its empty layout boxes is a click beside the photo.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.hasAttribute('data-backdrop')) onClose();
  }

  return (
    <dialog
      ref={dialog}
      className="photo-lightbox"
      aria-modal="true"
      aria-label={texts.lightboxLabel(label)}
      aria-describedby={captionId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // Escape: the dialog is closed through React's state, so it leaves the page cleanly.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <div className="photo-lightbox-bar" data-backdrop="">
        <p id={captionId} className="photo-lightbox-caption" aria-live="polite">
          {texts.caption(index + 1, total)}
        </p>
        <button ref={closeButton} type="button" className="photo-lightbox-button" onClick={onClose}>
          <span aria-hidden="true">✕</span> {texts.close}
        </button>
      </div>
      <div className="photo-lightbox-stage" data-backdrop="">
        <MediaImage
          key={image.id}
          className="photo-lightbox-image"
          cdnUrl={image.cdnUrl}
          alt={texts.photoAlt(index + 1, total, label)}
          width={1280}
          height={960}
          sizes="100vw"
          eager
        />
      </div>
      {total > 1 && (
        <div className="photo-lightbox-steps" data-backdrop="">
          <button type="button" className="photo-lightbox-button" aria-label={texts.previous} onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="photo-lightbox-button" aria-label={texts.next} onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
