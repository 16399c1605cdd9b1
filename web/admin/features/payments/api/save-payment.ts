import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { z } from 'zod';
import type { PaymentMember, paymentUpdatePayloadSchema } from '../../../../../server/contracts/admin-account';
import { writeRecord } from '../../../lib/record-writes';

const paths = { list: adminApiPaths.payments.members, record: adminApiPaths.payments.member };

/**
 * PUT /admin/api/payments/members/{id} { paid } with the loaded version as If-Match: a change made
 * meanwhile (the secretary editing the member) answers 409 instead of being overwritten. Offline it
 * waits in the outbox and `queued` says so; the answer is then the member as it will be.
 */
export async function savePayment(
  member: PaymentMember,
  paid: boolean,
): Promise<{ member: PaymentMember; queued: boolean }> {
  let queued = false;
  const saved = await writeRecord<PaymentMember>(paths, member, {
    method: 'PUT',
    body: { paid } satisfies z.input<typeof paymentUpdatePayloadSchema>,
    whenQueued: () => {
      queued = true;
      return { ...member, paid };
    },
  });
  return { member: saved, queued };
}
