import { MediaImage } from '../../../components/media-image';
import { RichText } from '../../../components/rich-text';
import type { NewsletterBlock as Block } from '../../../../server/contracts/newsletter';
import { blockImageCdnUrl } from '../api/get-newsletter';

/** One block of a newsletter: an optional image above its text. */
export function NewsletterBlock({ block }: { block: Block }) {
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
        />
      )}
      <RichText html={block.text} />
    </section>
  );
}
