import type { PaymentMember } from '../../../../../server/contracts/admin-account';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';

export type { PaymentMember };

/** GET /admin/api/payments/members: every member as the treasurer sees them, sorted by name by the server. */
export function getPaymentMembers(signal: AbortSignal): Promise<PaymentMember[]> {
  return adminGet<PaymentMember[]>(adminApiPaths.payments.members, { signal });
}

export function usePaymentMembers() {
  return useAdminQuery('payments:members', getPaymentMembers, { reloadOnReplay: true });
}
