import {
  apiPaths,
  offlineLimits,
  slugSchema,
  type OfflineBatch,
  type Page,
  type PageRecord,
  type PageSummary,
} from '../contracts';
import { NotFoundError } from '../errors';
import { resolveImages } from '../images/service';
import { listAndItems } from '../infra/offline-batch';
import { revisionWithImages, type Store } from '../store';

export const pageTexts = {
  notFound: 'Deze pagina bestaat niet of is niet gepubliceerd.',
} as const;

export function toPage(store: Store, record: PageRecord): Page {
  const { photobookImageIds, ...rest } = record;
  return { ...rest, photobook: resolveImages(store, photobookImageIds) };
}

const collator = new Intl.Collator('nl', { sensitivity: 'base' });

/** The info pages the public may see: the one place of the "published only" rule for pages. */
export function publishedPages(store: Store): PageRecord[] {
  return store.pages.filter((page) => page.published);
}

/** The published page at this link; undefined when none is. */
export function publishedPage(store: Store, link: string): PageRecord | undefined {
  const record = store.pages.find((page) => page.link === link);
  return record?.published ? record : undefined;
}

/** Published info pages: the navbar list (by title) and one page by its link. */
export function publicPages(store: Store) {
  const list = (): PageSummary[] =>
    publishedPages(store)
      .sort((a, b) => collator.compare(a.title, b.title))
      .map(({ id, title, link }) => ({ id, title, link }));
  const byLink = (slug: string): Page => {
    const parsed = slugSchema.safeParse(slug);
    const record = parsed.success ? publishedPage(store, parsed.data) : undefined;
    if (!record) throw new NotFoundError(pageTexts.notFound);
    return toPage(store, record);
  };
  return {
    /** Grows with every change to the pages (and, with `images`, their photos): cache keys. */
    revision: revisionWithImages(store, store.pages),
    list,
    byLink,
    /** The list and the pages themselves, as their own URLs answer them. */
    offline: (): OfflineBatch =>
      listAndItems({ url: apiPaths.pages.list, entries: list() }, offlineLimits.infoPages, ({ link }) => [
        apiPaths.pages.byLink(link),
        byLink(link),
      ]),
  };
}
