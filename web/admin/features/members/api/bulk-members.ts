import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberBulkAnswer, MemberBulkPayload } from '../../../../../server/contracts/member-bulk';
import { mutate } from '../../../outbox/mutate';
import { memberTexts as texts } from '../texts';

/**
 * POST /admin/api/members/bulk: one action on the selection, one write on the server, all or nothing.
 * Named members can wait in the outbox offline; "every member of the filter" is only asked online,
 * since the server would read that filter only when the connection is back.
 */
/** The server's answer, or (`queued`) the screen's while the action waits in the outbox. */
export type BulkOutcome = MemberBulkAnswer & { queued?: true };

export function runBulkAction(payload: MemberBulkPayload, count: number): Promise<BulkOutcome> {
  const named = payload.selection.ids !== undefined;
  return mutate<BulkOutcome>({
    method: 'POST',
    url: adminApiPaths.members.bulk,
    record: null,
    body: payload,
    ...(named
      ? {
          whenQueued: () => ({
            action: payload.action,
            count,
            message: texts.bulk.queued(count),
            queued: true as const,
          }),
        }
      : {}),
  });
}
