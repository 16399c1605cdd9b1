import { photobookReferences, type PhotobookImage } from '../../../components/photobook-editor';
import { mutate } from '../../../outbox/mutate';
import type { Page } from './get-admin-pages';

/** What the edit form holds. */
export type PageFormValues = {
  title: string;
  link: string;
  metaDescription: string;
  contentHtml: string;
  published: boolean;
  photobook: PhotobookImage[];
};

/**
 * POST /admin/api/website-pages for a new page, PATCH /admin/api/website-pages/{id} for a loaded
 * one, with its version so a change made meanwhile answers 409 instead of being overwritten.
 */
export function savePage(values: PageFormValues, existing: Page | undefined): Promise<Page> {
  const body = {
    title: values.title,
    link: values.link,
    metaDescription: values.metaDescription,
    contentHtml: values.contentHtml,
    published: values.published,
    photobook: photobookReferences(values.photobook),
  };
  return existing
    ? mutate<Page>({ method: 'PATCH', url: `/admin/api/website-pages/${existing.id}`, body, version: existing.version })
    : mutate<Page>({ method: 'POST', url: '/admin/api/website-pages', body });
}
