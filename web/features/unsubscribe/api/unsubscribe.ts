import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiPost } from '../../../lib/api-client';
import { unsubscribeQuery, type UnsubscribeLink } from './unsubscribe-query';

/** POST /api/newsletters/unsubscribe?memberId&token: the member gets no more newsletters (and stays a member). */
export async function unsubscribe(link: UnsubscribeLink): Promise<void> {
  // The query carries everything; the call needs no body.
  await apiPost<unknown>(`${apiPaths.newsletters.unsubscribe}?${unsubscribeQuery(link)}`, undefined);
}
