import type {
  AdminApplication,
  ApplicationDecision,
  ApplicationRefusePayload,
} from '../../../../../server/contracts/application';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';
import { queuedDecision } from './queued-decision';

/** POST …/{id}/refuse with the version the screen loaded, an optional reason and whether the mail goes. */
export function refuseApplication(
  application: AdminApplication,
  payload: ApplicationRefusePayload,
): Promise<ApplicationDecision> {
  return mutate<ApplicationDecision>({
    method: 'POST',
    url: adminApiPaths.applications.refuse(application.id),
    record: { collection: adminApiPaths.applications.list, id: application.id },
    body: payload,
    version: application.version,
    whenQueued: queuedDecision(application, { status: 'geweigerd', refusalReason: payload.reason?.trim() || null }),
  });
}
