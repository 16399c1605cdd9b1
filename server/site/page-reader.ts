import type { PageRead, ReadDetail, SettledRead } from '../contracts/page-reads';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { eventTexts, publicWalks } from '../events/service';
import { newsletterTexts, publicNewsletters } from '../newsletters/service';
import { publicPages } from '../pages/service';
import { parseId } from '../validation';
import type { PublicReads } from './public-reads';

/** What the reads are answered from. */
export type PageReaderDeps = Pick<Deps, 'store' | 'now'> & { services: { publicReads: PublicReads } };

/**
 * The pages' API reads (contracts/page-reads.ts) answered by the services, without HTTP: the public
 * reads from their prepared JSON (public-reads.ts), a detail from its service's published-only
 * getter, with the same 404s as its API route. Each answer is parsed from the JSON text the API
 * would send, so the page gets what a browser would and never shares an object with the store.
 */
export function pageReader({ store, now, services }: PageReaderDeps) {
  const walks = publicWalks(store, now);
  const newsletters = publicNewsletters(store);
  const pages = publicPages(store);
  const details: Record<ReadDetail['of'], (param: string) => unknown> = {
    walk: (id) => walks.get(parseId(id, eventTexts.notFound)),
    newsletter: (id) => newsletters.get(parseId(id, newsletterTexts.notFound)),
    page: (slug) => pages.byLink(slug),
  };

  /** The JSON text GET would answer with; '' for a 204. */
  function jsonOf(read: PageRead<unknown>): string {
    if (read.detail) return JSON.stringify(details[read.detail.of](read.detail.param));
    const answer = services.publicReads.publicRead(read.url);
    // A route names a read that no public read answers: a mistake in contracts/page-reads.ts.
    if (!answer) throw new Error(`${read.url} is geen publieke lezing`);
    return answer.body;
  }

  /** The read's answer, or its failure as the API would answer it (an unknown or unpublished item: 404). */
  return function answer<T>(read: PageRead<T>): SettledRead<T> {
    let text: string;
    try {
      text = jsonOf(read);
    } catch (error) {
      // Anything else is a fault of the server: the page fails, as its head could not be written either.
      if (!(error instanceof AppError)) throw error;
      return { status: 'error', error: { status: error.status, message: error.message, fromServer: true } };
    }
    const json: unknown = text === '' ? undefined : JSON.parse(text);
    return { status: 'success', data: read.fromJson ? read.fromJson(json) : (json as T) };
  };
}
