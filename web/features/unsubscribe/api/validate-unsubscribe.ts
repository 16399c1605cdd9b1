import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';
import { unsubscribeQuery, type UnsubscribeLink } from './unsubscribe-query';

/** GET /api/newsletters/unsubscribe/validate?memberId&token: resolves when the link is valid (OK), throws otherwise. */
export async function validateUnsubscribe(link: UnsubscribeLink, signal?: AbortSignal): Promise<true> {
  await apiGet<unknown>(
    `${apiPaths.newsletters.validateUnsubscribe}?${unsubscribeQuery(link)}`,
    signal ? { signal } : {},
  );
  return true;
}

/** Checks the link once per memberId and token; null: the link is incomplete and nothing is asked. */
export function useValidateUnsubscribe(link: UnsubscribeLink | null) {
  return useQuery(
    link
      ? { key: `unsubscribe:${unsubscribeQuery(link)}`, fetch: (signal) => validateUnsubscribe(link, signal) }
      : null,
  );
}
