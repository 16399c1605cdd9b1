import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { endedSessionsSchema, type EndedSessions } from '../../../../../server/contracts/session';
import { ApiError } from '../../../../lib/api-client';
import { mutate } from '../../../outbox/mutate';
import { sessionsTexts } from '../sessions-texts';

// Signing a device out cannot wait in the outbox (no whenQueued): a lost laptop must be out now, not
// whenever this one is online again. Offline the buttons say they need a connection.

/** DELETE /admin/api/sessions/{id}: one of the admin's devices is signed out. */
export async function endSession(id: number): Promise<void> {
  await mutate({ method: 'DELETE', url: adminApiPaths.sessions.record(id), record: null });
}

/** POST /admin/api/sessions/others: every device but this one is signed out; answers how many. */
export async function endOtherSessions(): Promise<EndedSessions> {
  const answer = endedSessionsSchema.safeParse(
    await mutate<unknown>({ method: 'POST', url: adminApiPaths.sessions.others, record: null }),
  );
  if (!answer.success) throw new ApiError(200, sessionsTexts.unexpected);
  return answer.data;
}
