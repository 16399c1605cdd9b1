import type { MessageRecord } from '../../../../../server/contracts/message';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

export type Message = MessageRecord;

export const messagesUrl = adminApiPaths.messages.list;

/** GET /admin/api/messages: inbox and archive together, newest first (what has passed its retention is gone). */
export function getMessages(signal: AbortSignal): Promise<Message[]> {
  return adminGet<Message[]>(messagesUrl, { signal });
}
