import type {
  AdminApplication,
  ApplicationAcceptPayload,
  ApplicationDecision,
} from '../../../../../server/contracts/application';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';
import { queuedDecision } from './queued-decision';

/** POST …/{id}/accept with the version the screen loaded: a new active member, or the one named updated. */
export function acceptApplication(
  application: AdminApplication,
  payload: ApplicationAcceptPayload,
): Promise<ApplicationDecision> {
  return mutate<ApplicationDecision>({
    method: 'POST',
    url: adminApiPaths.applications.accept(application.id),
    record: { collection: adminApiPaths.applications.list, id: application.id },
    body: payload,
    version: application.version,
    whenQueued: queuedDecision(application, { status: 'aanvaard', memberId: payload.updateMemberId ?? null }),
  });
}
