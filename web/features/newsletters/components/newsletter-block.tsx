import { MediaImage } from '../../../components/media-image';
import { RichText } from '../../../components/rich-text';
import type { NewsletterBlock as Block } from '../../../../server/contracts/newsletter';
import { blockImageCdnUrl } from '../api/get-newsletter';

/** One block of a newsletter: an optional image above its text; `eager` for the newsletter's first photo. */
export function NewsletterBlock({ block, eager = false }: { block: Block; eager?: boolean }) {
  return (
    <section className="newsletters-block">
      {block.imageId && (
        // The block's text says what the photo shows; the image itself adds no words.
        <MediaImage
          className="newsletters-block-image"
          cdnUrl={blockImageCdnUrl(block.imageId)}
          alt=""
          width={1280}
          height={853}
          sizes="(min-width: 48rem) 46rem, 100vw"
          eager={eager}
        />
      )}
      <RichText html={block.text} />
    </section>
  );
}
