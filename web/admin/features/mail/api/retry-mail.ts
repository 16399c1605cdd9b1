import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

/**
 * POST /admin/api/mail/failed/{id}/retry: the mail goes back into the server's queue. It cannot wait
 * in the outbox (no whenQueued): offline the button says it needs a connection.
 */
export function retryMail(id: number): Promise<{ message: string }> {
  return mutate<{ message: string }>({ method: 'POST', url: adminApiPaths.mail.retry(id), record: null });
}
