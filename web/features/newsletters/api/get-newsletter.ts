import type { Newsletter } from '../../../../server/contracts/newsletter';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { Newsletter };

export const newsletterUrl = apiPaths.newsletters.newsletter;

/**
 * A block's imageId is an image uuid; its cdnUrl is /media/{uuid}/ (cdnUrlFor in
 * server/contracts/image.ts, repeated here so zod stays out of the public bundle).
 */
export const blockImageCdnUrl = (uuid: string) => `/media/${uuid}/`;

/** GET /api/newsletters/{id}: one published newsletter with its blocks in order. */
export function newsletterQuery(id: string): Query<Newsletter> {
  return readQuery(pageReads.newsletter(id));
}

export function useNewsletter(id: string | undefined) {
  return useQuery(id ? newsletterQuery(id) : null);
}
