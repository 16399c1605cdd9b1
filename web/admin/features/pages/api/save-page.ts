import { normalizePageLink, type PagePayload } from '../../../../../server/contracts/page-payload';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { photobookReferences, type PhotobookImage } from '../../../components/photobook-editor';
import { saveRecord } from '../../../lib/record-writes';
import { queuedImages, standInMeta } from '../../../lib/queued-answers';
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

/** The page as it will be once a save waiting in the outbox reaches the server. */
export function queuedPage(values: PageFormValues, existing: Page | undefined): Page {
  return {
    ...(existing ?? standInMeta()),
    title: values.title.trim(),
    // As the server stores it: "/info-over-ons" becomes "info-over-ons".
    link: normalizePageLink(values.link),
    metaDescription: values.metaDescription.trim(),
    contentHtml: values.contentHtml,
    published: values.published,
    photobook: queuedImages(values.photobook, existing?.photobook),
  };
}

/**
 * POST /admin/api/website-pages for a new page, PATCH /admin/api/website-pages/{id} for a loaded
 * one, with its version so a change made meanwhile answers 409 instead of being overwritten.
 * Offline both wait in the outbox; a new page then has a stand-in id until the server gives it one.
 */
export function savePage(values: PageFormValues, existing: Page | undefined): Promise<Page> {
  const body = pageBody(values);
  const whenQueued = () => queuedPage(values, existing);
  return saveRecord<Page>(adminApiPaths.pages, existing, { method: 'PATCH', body: body, whenQueued });
}

/** The body of the POST and PUT: the form's values with the photobook as references. */
export function pageBody(values: PageFormValues) {
  return {
    title: values.title,
    link: values.link,
    metaDescription: values.metaDescription,
    contentHtml: values.contentHtml,
    published: values.published,
    photobook: photobookReferences(values.photobook),
  } satisfies PagePayload;
}
