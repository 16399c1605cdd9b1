import { z } from 'zod';
import { pagePayloadSchema, textFields, type PageRecord } from '../contracts';
import { BadRequestError, NotFoundError } from '../errors';
import { imageIdsFromReferences } from '../images/service';
import { parseInput, validationMessage } from '../validation';
import { publishing } from '../infra/publishing';
import { cleanRichText, richTextInput } from '../infra/rich-text';
import type { Store } from '../store';
import { toPage } from './service';
import { serialQueue } from '../infra/serial-queue';

export const adminPageTexts = {
  notFound: 'Deze pagina bestaat niet.',
  linkTaken: 'Deze link wordt al gebruikt door een andere pagina.',
  badPublished: 'Verwacht {"published": true of false}.',
} as const;

/** The contract's page payload, its rich text also checked for nesting and then cleaned for storage. */
const pageInputSchema = pagePayloadSchema
  .extend({ contentHtml: richTextInput(textFields.contentHtml) })
  .transform((input, ctx) => ({
    ...input,
    contentHtml: cleanRichText(input.contentHtml, textFields.contentHtml, ctx, ['contentHtml']),
  }));

function asInput(record: PageRecord) {
  const { photobookImageIds, id: _i, version: _v, updatedAt: _u, ...rest } = record;
  return { ...rest, photobook: photobookImageIds };
}

export function adminPages(store: Store) {
  // Checking that a link is free and storing it must not interleave with another save.
  const oneAtATime = serialQueue();

  const get = (id: number) => {
    const record = store.pages.get(id);
    if (!record) throw new NotFoundError(adminPageTexts.notFound);
    return record;
  };

  const toData = (raw: unknown, current?: PageRecord) => {
    const merged = { ...(current ? asInput(current) : {}), ...parseInput(z.record(z.string(), z.unknown()), raw) };
    const { photobook, ...input } = parseInput(pageInputSchema, merged);
    if (store.pages.find((page) => page.link === input.link && page.id !== current?.id)) {
      throw new BadRequestError(validationMessage, { link: adminPageTexts.linkTaken });
    }
    return { ...input, photobookImageIds: imageIdsFromReferences(store, photobook, 'photobook') };
  };

  const collator = new Intl.Collator('nl', { sensitivity: 'base' });

  return {
    list: () => [...store.pages.all()].sort((a, b) => collator.compare(a.title, b.title)).map((p) => toPage(store, p)),
    get: (id: number) => toPage(store, get(id)),
    view: (record: PageRecord) => toPage(store, record),
    create: (raw: unknown) => oneAtATime(async () => toPage(store, await store.pages.create(toData(raw)))),
    update: (id: number, raw: unknown, expectedVersion?: number) =>
      oneAtATime(async () => {
        const data = toData(raw, get(id));
        return toPage(store, await store.pages.update(id, () => data, { expectedVersion }));
      }),
    ...publishing(store.pages, adminPageTexts, (record) => toPage(store, record)),
  };
}
