import {
  apiPaths,
  offlineLimits,
  type ImageRecord,
  type Newsletter,
  type NewsletterRecord,
  type NewsletterSummary,
  type OfflineBatch,
} from '../contracts';
import { NotFoundError } from '../errors';
import { listAndItems } from '../infra/offline-batch';
import { revisionWithImages, type Store } from '../store';

export const newsletterTexts = {
  notFound: 'Deze nieuwsbrief bestaat niet of is niet gepubliceerd.',
} as const;

/** The newsletter with its blocks in their order. */
export function toNewsletter(record: NewsletterRecord): Newsletter {
  return { ...record, blocks: [...record.blocks].sort((a, b) => a.order - b.order) };
}

function toSummary(record: NewsletterRecord): NewsletterSummary {
  const { id, title, intro, published, creationTimestamp, updateTimestamp } = record;
  return { id, title, intro, published, creationTimestamp, updateTimestamp };
}

/** The photo a link preview or feed shows for a newsletter: its first block photo that still exists. */
export function newsletterShareImage(store: Store, newsletter: Pick<NewsletterRecord, 'blocks'>): ImageRecord | null {
  const ordered = [...newsletter.blocks].sort((a, b) => a.order - b.order);
  for (const { imageId } of ordered) {
    // A block may still name a photo that was deleted since.
    const image = imageId ? store.images.find((candidate) => candidate.uuid === imageId) : undefined;
    if (image) return image;
  }
  return null;
}

/** The newsletters the public may see: the one place of the "published only" rule for newsletters. */
export function publishedNewsletters(store: Store): NewsletterRecord[] {
  return store.newsletters.filter((newsletter) => newsletter.published);
}

/** One newsletter the public may see; undefined when it does not exist or is not published. */
export function publishedNewsletter(store: Store, id: number): NewsletterRecord | undefined {
  const record = store.newsletters.get(id);
  return record?.published ? record : undefined;
}

/** Published newsletters, newest first. */
export function publicNewsletters(store: Store) {
  const list = (): NewsletterSummary[] =>
    publishedNewsletters(store)
      .sort((a, b) =>
        a.creationTimestamp < b.creationTimestamp ? 1 : a.creationTimestamp > b.creationTimestamp ? -1 : b.id - a.id,
      )
      .map(toSummary);
  const get = (id: number): Newsletter => {
    const record = publishedNewsletter(store, id);
    if (!record) throw new NotFoundError(newsletterTexts.notFound);
    return toNewsletter(record);
  };
  return {
    /** Grows with every change to the newsletters (and, with `images`, their photos): cache keys. */
    revision: revisionWithImages(store, store.newsletters),
    list,
    get,
    /** The list and the newest newsletters in full, as their own URLs answer them. */
    offline: (): OfflineBatch =>
      listAndItems({ url: apiPaths.newsletters.list, entries: list() }, offlineLimits.newestNewsletters, ({ id }) => [
        apiPaths.newsletters.newsletter(id),
        get(id),
      ]),
  };
}
